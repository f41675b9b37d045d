/** The service's paths for one list and its instructions; ids are opaque, so always encoded. */
export const stylePath = (id: string): string => `/v3/style_rules/${encodeURIComponent(id)}`;
export const instructionsPath = (id: string): string => `${stylePath(id)}/custom_instructions`;
export const instructionPath = (id: string, instructionId: string): string => `${instructionsPath(id)}/${encodeURIComponent(instructionId)}`;
