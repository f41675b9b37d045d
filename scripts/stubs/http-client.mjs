// Stands in for @actions/http-client in the Action bundle (see scripts/action-build.mjs).
const unavailable = () => {
  throw new Error('@actions/http-client is not bundled with the stylesync Action (OIDC tokens are not used).');
};
export class HttpClient {
  constructor() {
    unavailable();
  }
}
export class BearerCredentialHandler {
  constructor() {
    unavailable();
  }
}
