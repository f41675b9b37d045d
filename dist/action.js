import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
var __create = Object.create;
var __defProp = Object.defineProperty;
var __getOwnPropDesc = Object.getOwnPropertyDescriptor;
var __getOwnPropNames = Object.getOwnPropertyNames;
var __getProtoOf = Object.getPrototypeOf;
var __hasOwnProp = Object.prototype.hasOwnProperty;
var __require = /* @__PURE__ */ ((x) => typeof require !== "undefined" ? require : typeof Proxy !== "undefined" ? new Proxy(x, {
  get: (a, b) => (typeof require !== "undefined" ? require : a)[b]
}) : x)(function(x) {
  if (typeof require !== "undefined") return require.apply(this, arguments);
  throw Error('Dynamic require of "' + x + '" is not supported');
});
var __commonJS = (cb, mod) => function __require2() {
  try {
    return mod || (0, cb[__getOwnPropNames(cb)[0]])((mod = { exports: {} }).exports, mod), mod.exports;
  } catch (e) {
    throw mod = 0, e;
  }
};
var __copyProps = (to, from, except, desc) => {
  if (from && typeof from === "object" || typeof from === "function") {
    for (let key of __getOwnPropNames(from))
      if (!__hasOwnProp.call(to, key) && key !== except)
        __defProp(to, key, { get: () => from[key], enumerable: !(desc = __getOwnPropDesc(from, key)) || desc.enumerable });
  }
  return to;
};
var __toESM = (mod, isNodeMode, target) => (target = mod != null ? __create(__getProtoOf(mod)) : {}, __copyProps(
  // If the importer is in node compatibility mode or this is not an ESM
  // file that has been converted to a CommonJS file using a Babel-
  // compatible transform (i.e. "__esModule" has not been set), then set
  // "default" to the CommonJS "module.exports" for node compatibility.
  isNodeMode || !mod || !mod.__esModule ? __defProp(target, "default", { value: mod, enumerable: true }) : target,
  mod
));

// node_modules/yaml/dist/nodes/identity.js
var require_identity = __commonJS({
  "node_modules/yaml/dist/nodes/identity.js"(exports) {
    "use strict";
    var ALIAS = /* @__PURE__ */ Symbol.for("yaml.alias");
    var DOC = /* @__PURE__ */ Symbol.for("yaml.document");
    var MAP = /* @__PURE__ */ Symbol.for("yaml.map");
    var PAIR = /* @__PURE__ */ Symbol.for("yaml.pair");
    var SCALAR = /* @__PURE__ */ Symbol.for("yaml.scalar");
    var SEQ = /* @__PURE__ */ Symbol.for("yaml.seq");
    var NODE_TYPE = /* @__PURE__ */ Symbol.for("yaml.node.type");
    var isAlias = (node) => !!node && typeof node === "object" && node[NODE_TYPE] === ALIAS;
    var isDocument = (node) => !!node && typeof node === "object" && node[NODE_TYPE] === DOC;
    var isMap2 = (node) => !!node && typeof node === "object" && node[NODE_TYPE] === MAP;
    var isPair3 = (node) => !!node && typeof node === "object" && node[NODE_TYPE] === PAIR;
    var isScalar2 = (node) => !!node && typeof node === "object" && node[NODE_TYPE] === SCALAR;
    var isSeq2 = (node) => !!node && typeof node === "object" && node[NODE_TYPE] === SEQ;
    function isCollection2(node) {
      if (node && typeof node === "object")
        switch (node[NODE_TYPE]) {
          case MAP:
          case SEQ:
            return true;
        }
      return false;
    }
    function isNode(node) {
      if (node && typeof node === "object")
        switch (node[NODE_TYPE]) {
          case ALIAS:
          case MAP:
          case SCALAR:
          case SEQ:
            return true;
        }
      return false;
    }
    var hasAnchor = (node) => (isScalar2(node) || isCollection2(node)) && !!node.anchor;
    exports.ALIAS = ALIAS;
    exports.DOC = DOC;
    exports.MAP = MAP;
    exports.NODE_TYPE = NODE_TYPE;
    exports.PAIR = PAIR;
    exports.SCALAR = SCALAR;
    exports.SEQ = SEQ;
    exports.hasAnchor = hasAnchor;
    exports.isAlias = isAlias;
    exports.isCollection = isCollection2;
    exports.isDocument = isDocument;
    exports.isMap = isMap2;
    exports.isNode = isNode;
    exports.isPair = isPair3;
    exports.isScalar = isScalar2;
    exports.isSeq = isSeq2;
  }
});

// node_modules/yaml/dist/visit.js
var require_visit = __commonJS({
  "node_modules/yaml/dist/visit.js"(exports) {
    "use strict";
    var identity = require_identity();
    var BREAK2 = /* @__PURE__ */ Symbol("break visit");
    var SKIP = /* @__PURE__ */ Symbol("skip children");
    var REMOVE = /* @__PURE__ */ Symbol("remove node");
    function visit3(node, visitor) {
      const visitor_ = initVisitor(visitor);
      if (identity.isDocument(node)) {
        const cd = visit_(null, node.contents, visitor_, Object.freeze([node]));
        if (cd === REMOVE)
          node.contents = null;
      } else
        visit_(null, node, visitor_, Object.freeze([]));
    }
    visit3.BREAK = BREAK2;
    visit3.SKIP = SKIP;
    visit3.REMOVE = REMOVE;
    function visit_(key, node, visitor, path7) {
      const ctrl = callVisitor(key, node, visitor, path7);
      if (identity.isNode(ctrl) || identity.isPair(ctrl)) {
        replaceNode(key, path7, ctrl);
        return visit_(key, ctrl, visitor, path7);
      }
      if (typeof ctrl !== "symbol") {
        if (identity.isCollection(node)) {
          path7 = Object.freeze(path7.concat(node));
          for (let i = 0; i < node.items.length; ++i) {
            const ci = visit_(i, node.items[i], visitor, path7);
            if (typeof ci === "number")
              i = ci - 1;
            else if (ci === BREAK2)
              return BREAK2;
            else if (ci === REMOVE) {
              node.items.splice(i, 1);
              i -= 1;
            }
          }
        } else if (identity.isPair(node)) {
          path7 = Object.freeze(path7.concat(node));
          const ck = visit_("key", node.key, visitor, path7);
          if (ck === BREAK2)
            return BREAK2;
          else if (ck === REMOVE)
            node.key = null;
          const cv = visit_("value", node.value, visitor, path7);
          if (cv === BREAK2)
            return BREAK2;
          else if (cv === REMOVE)
            node.value = null;
        }
      }
      return ctrl;
    }
    async function visitAsync(node, visitor) {
      const visitor_ = initVisitor(visitor);
      if (identity.isDocument(node)) {
        const cd = await visitAsync_(null, node.contents, visitor_, Object.freeze([node]));
        if (cd === REMOVE)
          node.contents = null;
      } else
        await visitAsync_(null, node, visitor_, Object.freeze([]));
    }
    visitAsync.BREAK = BREAK2;
    visitAsync.SKIP = SKIP;
    visitAsync.REMOVE = REMOVE;
    async function visitAsync_(key, node, visitor, path7) {
      const ctrl = await callVisitor(key, node, visitor, path7);
      if (identity.isNode(ctrl) || identity.isPair(ctrl)) {
        replaceNode(key, path7, ctrl);
        return visitAsync_(key, ctrl, visitor, path7);
      }
      if (typeof ctrl !== "symbol") {
        if (identity.isCollection(node)) {
          path7 = Object.freeze(path7.concat(node));
          for (let i = 0; i < node.items.length; ++i) {
            const ci = await visitAsync_(i, node.items[i], visitor, path7);
            if (typeof ci === "number")
              i = ci - 1;
            else if (ci === BREAK2)
              return BREAK2;
            else if (ci === REMOVE) {
              node.items.splice(i, 1);
              i -= 1;
            }
          }
        } else if (identity.isPair(node)) {
          path7 = Object.freeze(path7.concat(node));
          const ck = await visitAsync_("key", node.key, visitor, path7);
          if (ck === BREAK2)
            return BREAK2;
          else if (ck === REMOVE)
            node.key = null;
          const cv = await visitAsync_("value", node.value, visitor, path7);
          if (cv === BREAK2)
            return BREAK2;
          else if (cv === REMOVE)
            node.value = null;
        }
      }
      return ctrl;
    }
    function initVisitor(visitor) {
      if (typeof visitor === "object" && (visitor.Collection || visitor.Node || visitor.Value)) {
        return Object.assign({
          Alias: visitor.Node,
          Map: visitor.Node,
          Scalar: visitor.Node,
          Seq: visitor.Node
        }, visitor.Value && {
          Map: visitor.Value,
          Scalar: visitor.Value,
          Seq: visitor.Value
        }, visitor.Collection && {
          Map: visitor.Collection,
          Seq: visitor.Collection
        }, visitor);
      }
      return visitor;
    }
    function callVisitor(key, node, visitor, path7) {
      if (typeof visitor === "function")
        return visitor(key, node, path7);
      if (identity.isMap(node))
        return visitor.Map?.(key, node, path7);
      if (identity.isSeq(node))
        return visitor.Seq?.(key, node, path7);
      if (identity.isPair(node))
        return visitor.Pair?.(key, node, path7);
      if (identity.isScalar(node))
        return visitor.Scalar?.(key, node, path7);
      if (identity.isAlias(node))
        return visitor.Alias?.(key, node, path7);
      return void 0;
    }
    function replaceNode(key, path7, node) {
      const parent = path7[path7.length - 1];
      if (identity.isCollection(parent)) {
        parent.items[key] = node;
      } else if (identity.isPair(parent)) {
        if (key === "key")
          parent.key = node;
        else
          parent.value = node;
      } else if (identity.isDocument(parent)) {
        parent.contents = node;
      } else {
        const pt = identity.isAlias(parent) ? "alias" : "scalar";
        throw new Error(`Cannot replace node with ${pt} parent`);
      }
    }
    exports.visit = visit3;
    exports.visitAsync = visitAsync;
  }
});

// node_modules/yaml/dist/doc/directives.js
var require_directives = __commonJS({
  "node_modules/yaml/dist/doc/directives.js"(exports) {
    "use strict";
    var identity = require_identity();
    var visit3 = require_visit();
    var escapeChars = {
      "!": "%21",
      ",": "%2C",
      "[": "%5B",
      "]": "%5D",
      "{": "%7B",
      "}": "%7D"
    };
    var escapeTagName = (tn) => tn.replace(/[!,[\]{}]/g, (ch) => escapeChars[ch]);
    var Directives = class _Directives {
      constructor(yaml, tags) {
        this.docStart = null;
        this.docEnd = false;
        this.yaml = Object.assign({}, _Directives.defaultYaml, yaml);
        this.tags = Object.assign({}, _Directives.defaultTags, tags);
      }
      clone() {
        const copy = new _Directives(this.yaml, this.tags);
        copy.docStart = this.docStart;
        return copy;
      }
      /**
       * During parsing, get a Directives instance for the current document and
       * update the stream state according to the current version's spec.
       */
      atDocument() {
        const res = new _Directives(this.yaml, this.tags);
        switch (this.yaml.version) {
          case "1.1":
            this.atNextDocument = true;
            break;
          case "1.2":
            this.atNextDocument = false;
            this.yaml = {
              explicit: _Directives.defaultYaml.explicit,
              version: "1.2"
            };
            this.tags = Object.assign({}, _Directives.defaultTags);
            break;
        }
        return res;
      }
      /**
       * @param onError - May be called even if the action was successful
       * @returns `true` on success
       */
      add(line, onError) {
        if (this.atNextDocument) {
          this.yaml = { explicit: _Directives.defaultYaml.explicit, version: "1.1" };
          this.tags = Object.assign({}, _Directives.defaultTags);
          this.atNextDocument = false;
        }
        const parts = line.trim().split(/[ \t]+/);
        const name = parts.shift();
        switch (name) {
          case "%TAG": {
            if (parts.length !== 2) {
              onError(0, "%TAG directive should contain exactly two parts");
              if (parts.length < 2)
                return false;
            }
            const [handle, prefix] = parts;
            this.tags[handle] = prefix;
            return true;
          }
          case "%YAML": {
            this.yaml.explicit = true;
            if (parts.length !== 1) {
              onError(0, "%YAML directive should contain exactly one part");
              return false;
            }
            const [version] = parts;
            if (version === "1.1" || version === "1.2") {
              this.yaml.version = version;
              return true;
            } else {
              const isValid = /^\d+\.\d+$/.test(version);
              onError(6, `Unsupported YAML version ${version}`, isValid);
              return false;
            }
          }
          default:
            onError(0, `Unknown directive ${name}`, true);
            return false;
        }
      }
      /**
       * Resolves a tag, matching handles to those defined in %TAG directives.
       *
       * @returns Resolved tag, which may also be the non-specific tag `'!'` or a
       *   `'!local'` tag, or `null` if unresolvable.
       */
      tagName(source, onError) {
        if (source === "!")
          return "!";
        if (source[0] !== "!") {
          onError(`Not a valid tag: ${source}`);
          return null;
        }
        if (source[1] === "<") {
          const verbatim = source.slice(2, -1);
          if (verbatim === "!" || verbatim === "!!") {
            onError(`Verbatim tags aren't resolved, so ${source} is invalid.`);
            return null;
          }
          if (source[source.length - 1] !== ">")
            onError("Verbatim tags must end with a >");
          return verbatim;
        }
        const [, handle, suffix] = source.match(/^(.*!)([^!]*)$/s);
        if (!suffix)
          onError(`The ${source} tag has no suffix`);
        const prefix = this.tags[handle];
        if (prefix) {
          try {
            return prefix + decodeURIComponent(suffix);
          } catch (error2) {
            onError(String(error2));
            return null;
          }
        }
        if (handle === "!")
          return source;
        onError(`Could not resolve tag: ${source}`);
        return null;
      }
      /**
       * Given a fully resolved tag, returns its printable string form,
       * taking into account current tag prefixes and defaults.
       */
      tagString(tag) {
        for (const [handle, prefix] of Object.entries(this.tags)) {
          if (tag.startsWith(prefix))
            return handle + escapeTagName(tag.substring(prefix.length));
        }
        return tag[0] === "!" ? tag : `!<${tag}>`;
      }
      toString(doc) {
        const lines = this.yaml.explicit ? [`%YAML ${this.yaml.version || "1.2"}`] : [];
        const tagEntries = Object.entries(this.tags);
        let tagNames;
        if (doc && tagEntries.length > 0 && identity.isNode(doc.contents)) {
          const tags = {};
          visit3.visit(doc.contents, (_key, node) => {
            if (identity.isNode(node) && node.tag)
              tags[node.tag] = true;
          });
          tagNames = Object.keys(tags);
        } else
          tagNames = [];
        for (const [handle, prefix] of tagEntries) {
          if (handle === "!!" && prefix === "tag:yaml.org,2002:")
            continue;
          if (!doc || tagNames.some((tn) => tn.startsWith(prefix)))
            lines.push(`%TAG ${handle} ${prefix}`);
        }
        return lines.join("\n");
      }
    };
    Directives.defaultYaml = { explicit: false, version: "1.2" };
    Directives.defaultTags = { "!!": "tag:yaml.org,2002:" };
    exports.Directives = Directives;
  }
});

// node_modules/yaml/dist/doc/anchors.js
var require_anchors = __commonJS({
  "node_modules/yaml/dist/doc/anchors.js"(exports) {
    "use strict";
    var identity = require_identity();
    var visit3 = require_visit();
    function anchorIsValid(anchor) {
      if (/[\x00-\x19\s,[\]{}]/.test(anchor)) {
        const sa = JSON.stringify(anchor);
        const msg = `Anchor must not contain whitespace or control characters: ${sa}`;
        throw new Error(msg);
      }
      return true;
    }
    function anchorNames(root) {
      const anchors = /* @__PURE__ */ new Set();
      visit3.visit(root, {
        Value(_key, node) {
          if (node.anchor)
            anchors.add(node.anchor);
        }
      });
      return anchors;
    }
    function findNewAnchor(prefix, exclude) {
      for (let i = 1; true; ++i) {
        const name = `${prefix}${i}`;
        if (!exclude.has(name))
          return name;
      }
    }
    function createNodeAnchors(doc, prefix) {
      const aliasObjects = [];
      const sourceObjects = /* @__PURE__ */ new Map();
      let prevAnchors = null;
      return {
        onAnchor: (source) => {
          aliasObjects.push(source);
          prevAnchors ?? (prevAnchors = anchorNames(doc));
          const anchor = findNewAnchor(prefix, prevAnchors);
          prevAnchors.add(anchor);
          return anchor;
        },
        /**
         * With circular references, the source node is only resolved after all
         * of its child nodes are. This is why anchors are set only after all of
         * the nodes have been created.
         */
        setAnchors: () => {
          for (const source of aliasObjects) {
            const ref = sourceObjects.get(source);
            if (typeof ref === "object" && ref.anchor && (identity.isScalar(ref.node) || identity.isCollection(ref.node))) {
              ref.node.anchor = ref.anchor;
            } else {
              const error2 = new Error("Failed to resolve repeated object (this should not happen)");
              error2.source = source;
              throw error2;
            }
          }
        },
        sourceObjects
      };
    }
    exports.anchorIsValid = anchorIsValid;
    exports.anchorNames = anchorNames;
    exports.createNodeAnchors = createNodeAnchors;
    exports.findNewAnchor = findNewAnchor;
  }
});

// node_modules/yaml/dist/doc/applyReviver.js
var require_applyReviver = __commonJS({
  "node_modules/yaml/dist/doc/applyReviver.js"(exports) {
    "use strict";
    function applyReviver(reviver, obj, key, val) {
      if (val && typeof val === "object") {
        if (Array.isArray(val)) {
          for (let i = 0, len = val.length; i < len; ++i) {
            const v0 = val[i];
            const v1 = applyReviver(reviver, val, String(i), v0);
            if (v1 === void 0)
              delete val[i];
            else if (v1 !== v0)
              val[i] = v1;
          }
        } else if (val instanceof Map) {
          for (const k of Array.from(val.keys())) {
            const v0 = val.get(k);
            const v1 = applyReviver(reviver, val, k, v0);
            if (v1 === void 0)
              val.delete(k);
            else if (v1 !== v0)
              val.set(k, v1);
          }
        } else if (val instanceof Set) {
          for (const v0 of Array.from(val)) {
            const v1 = applyReviver(reviver, val, v0, v0);
            if (v1 === void 0)
              val.delete(v0);
            else if (v1 !== v0) {
              val.delete(v0);
              val.add(v1);
            }
          }
        } else {
          for (const [k, v0] of Object.entries(val)) {
            const v1 = applyReviver(reviver, val, k, v0);
            if (v1 === void 0)
              delete val[k];
            else if (v1 !== v0)
              val[k] = v1;
          }
        }
      }
      return reviver.call(obj, key, val);
    }
    exports.applyReviver = applyReviver;
  }
});

// node_modules/yaml/dist/nodes/toJS.js
var require_toJS = __commonJS({
  "node_modules/yaml/dist/nodes/toJS.js"(exports) {
    "use strict";
    var identity = require_identity();
    function toJS(value, arg, ctx) {
      if (Array.isArray(value))
        return value.map((v, i) => toJS(v, String(i), ctx));
      if (value && typeof value.toJSON === "function") {
        if (!ctx || !identity.hasAnchor(value))
          return value.toJSON(arg, ctx);
        const data = { aliasCount: 0, count: 1, res: void 0 };
        ctx.anchors.set(value, data);
        ctx.onCreate = (res2) => {
          data.res = res2;
          delete ctx.onCreate;
        };
        const res = value.toJSON(arg, ctx);
        if (ctx.onCreate)
          ctx.onCreate(res);
        return res;
      }
      if (typeof value === "bigint" && !ctx?.keep)
        return Number(value);
      return value;
    }
    exports.toJS = toJS;
  }
});

// node_modules/yaml/dist/nodes/Node.js
var require_Node = __commonJS({
  "node_modules/yaml/dist/nodes/Node.js"(exports) {
    "use strict";
    var applyReviver = require_applyReviver();
    var identity = require_identity();
    var toJS = require_toJS();
    var NodeBase = class {
      constructor(type) {
        Object.defineProperty(this, identity.NODE_TYPE, { value: type });
      }
      /** Create a copy of this node.  */
      clone() {
        const copy = Object.create(Object.getPrototypeOf(this), Object.getOwnPropertyDescriptors(this));
        if (this.range)
          copy.range = this.range.slice();
        return copy;
      }
      /** A plain JavaScript representation of this node. */
      toJS(doc, { mapAsMap, maxAliasCount, onAnchor, reviver } = {}) {
        if (!identity.isDocument(doc))
          throw new TypeError("A document argument is required");
        const ctx = {
          anchors: /* @__PURE__ */ new Map(),
          doc,
          keep: true,
          mapAsMap: mapAsMap === true,
          mapKeyWarned: false,
          maxAliasCount: typeof maxAliasCount === "number" ? maxAliasCount : 100
        };
        const res = toJS.toJS(this, "", ctx);
        if (typeof onAnchor === "function")
          for (const { count, res: res2 } of ctx.anchors.values())
            onAnchor(res2, count);
        return typeof reviver === "function" ? applyReviver.applyReviver(reviver, { "": res }, "", res) : res;
      }
    };
    exports.NodeBase = NodeBase;
  }
});

// node_modules/yaml/dist/nodes/Alias.js
var require_Alias = __commonJS({
  "node_modules/yaml/dist/nodes/Alias.js"(exports) {
    "use strict";
    var anchors = require_anchors();
    var visit3 = require_visit();
    var identity = require_identity();
    var Node = require_Node();
    var toJS = require_toJS();
    var Alias = class extends Node.NodeBase {
      constructor(source) {
        super(identity.ALIAS);
        this.source = source;
        Object.defineProperty(this, "tag", {
          set() {
            throw new Error("Alias nodes cannot have tags");
          }
        });
      }
      /**
       * Resolve the value of this alias within `doc`, finding the last
       * instance of the `source` anchor before this node.
       */
      resolve(doc, ctx) {
        if (ctx?.maxAliasCount === 0)
          throw new ReferenceError("Alias resolution is disabled");
        let nodes;
        if (ctx?.aliasResolveCache) {
          nodes = ctx.aliasResolveCache;
        } else {
          nodes = [];
          visit3.visit(doc, {
            Node: (_key, node) => {
              if (identity.isAlias(node) || identity.hasAnchor(node))
                nodes.push(node);
            }
          });
          if (ctx)
            ctx.aliasResolveCache = nodes;
        }
        let found = void 0;
        for (const node of nodes) {
          if (node === this)
            break;
          if (node.anchor === this.source)
            found = node;
        }
        if (found && ctx) {
          const { anchors: anchors2, doc: doc2, maxAliasCount } = ctx;
          let data = anchors2.get(found);
          if (!data) {
            toJS.toJS(found, null, ctx);
            data = anchors2.get(found);
          }
          if (data?.res === void 0) {
            const msg = "This should not happen: Alias anchor was not resolved?";
            throw new ReferenceError(msg);
          }
          if (maxAliasCount >= 0) {
            data.count += 1;
            if (data.aliasCount === 0)
              data.aliasCount = getAliasCount(doc2, found, anchors2);
            if (data.count * data.aliasCount > maxAliasCount) {
              const msg = "Excessive alias count indicates a resource exhaustion attack";
              throw new ReferenceError(msg);
            }
          }
        }
        return found;
      }
      toJSON(_arg, ctx) {
        if (!ctx)
          return { source: this.source };
        const source = this.resolve(ctx.doc, ctx);
        if (!source) {
          const msg = `Unresolved alias (the anchor must be set before the alias): ${this.source}`;
          throw new ReferenceError(msg);
        }
        return ctx.anchors.get(source).res;
      }
      toString(ctx, _onComment, _onChompKeep) {
        const src = `*${this.source}`;
        if (ctx) {
          anchors.anchorIsValid(this.source);
          if (ctx.options.verifyAliasOrder && !ctx.anchors.has(this.source)) {
            const msg = `Unresolved alias (the anchor must be set before the alias): ${this.source}`;
            throw new Error(msg);
          }
          if (ctx.implicitKey)
            return `${src} `;
        }
        return src;
      }
    };
    function getAliasCount(doc, node, anchors2) {
      if (identity.isAlias(node)) {
        const source = node.resolve(doc);
        const anchor = anchors2 && source && anchors2.get(source);
        return anchor ? anchor.count * anchor.aliasCount : 0;
      } else if (identity.isCollection(node)) {
        let count = 0;
        for (const item of node.items) {
          const c = getAliasCount(doc, item, anchors2);
          if (c > count)
            count = c;
        }
        return count;
      } else if (identity.isPair(node)) {
        const kc = getAliasCount(doc, node.key, anchors2);
        const vc = getAliasCount(doc, node.value, anchors2);
        return Math.max(kc, vc);
      }
      return 1;
    }
    exports.Alias = Alias;
  }
});

// node_modules/yaml/dist/nodes/Scalar.js
var require_Scalar = __commonJS({
  "node_modules/yaml/dist/nodes/Scalar.js"(exports) {
    "use strict";
    var identity = require_identity();
    var Node = require_Node();
    var toJS = require_toJS();
    var isScalarValue = (value) => !value || typeof value !== "function" && typeof value !== "object";
    var Scalar = class extends Node.NodeBase {
      constructor(value) {
        super(identity.SCALAR);
        this.value = value;
      }
      toJSON(arg, ctx) {
        return ctx?.keep ? this.value : toJS.toJS(this.value, arg, ctx);
      }
      toString() {
        return String(this.value);
      }
    };
    Scalar.BLOCK_FOLDED = "BLOCK_FOLDED";
    Scalar.BLOCK_LITERAL = "BLOCK_LITERAL";
    Scalar.PLAIN = "PLAIN";
    Scalar.QUOTE_DOUBLE = "QUOTE_DOUBLE";
    Scalar.QUOTE_SINGLE = "QUOTE_SINGLE";
    exports.Scalar = Scalar;
    exports.isScalarValue = isScalarValue;
  }
});

// node_modules/yaml/dist/doc/createNode.js
var require_createNode = __commonJS({
  "node_modules/yaml/dist/doc/createNode.js"(exports) {
    "use strict";
    var Alias = require_Alias();
    var identity = require_identity();
    var Scalar = require_Scalar();
    var defaultTagPrefix = "tag:yaml.org,2002:";
    function findTagObject(value, tagName, tags) {
      if (tagName) {
        const match = tags.filter((t) => t.tag === tagName);
        const tagObj = match.find((t) => !t.format) ?? match[0];
        if (!tagObj)
          throw new Error(`Tag ${tagName} not found`);
        return tagObj;
      }
      return tags.find((t) => t.identify?.(value) && !t.format);
    }
    function createNode(value, tagName, ctx) {
      if (identity.isDocument(value))
        value = value.contents;
      if (identity.isNode(value))
        return value;
      if (identity.isPair(value)) {
        const map = ctx.schema[identity.MAP].createNode?.(ctx.schema, null, ctx);
        map.items.push(value);
        return map;
      }
      if (value instanceof String || value instanceof Number || value instanceof Boolean || typeof BigInt !== "undefined" && value instanceof BigInt) {
        value = value.valueOf();
      }
      const { aliasDuplicateObjects, onAnchor, onTagObj, schema, sourceObjects } = ctx;
      let ref = void 0;
      if (aliasDuplicateObjects && value && typeof value === "object") {
        ref = sourceObjects.get(value);
        if (ref) {
          ref.anchor ?? (ref.anchor = onAnchor(value));
          return new Alias.Alias(ref.anchor);
        } else {
          ref = { anchor: null, node: null };
          sourceObjects.set(value, ref);
        }
      }
      if (tagName?.startsWith("!!"))
        tagName = defaultTagPrefix + tagName.slice(2);
      let tagObj = findTagObject(value, tagName, schema.tags);
      if (!tagObj) {
        if (value && typeof value.toJSON === "function") {
          value = value.toJSON();
        }
        if (!value || typeof value !== "object") {
          const node2 = new Scalar.Scalar(value);
          if (ref)
            ref.node = node2;
          return node2;
        }
        tagObj = value instanceof Map ? schema[identity.MAP] : Symbol.iterator in Object(value) ? schema[identity.SEQ] : schema[identity.MAP];
      }
      if (onTagObj) {
        onTagObj(tagObj);
        delete ctx.onTagObj;
      }
      const node = tagObj?.createNode ? tagObj.createNode(ctx.schema, value, ctx) : typeof tagObj?.nodeClass?.from === "function" ? tagObj.nodeClass.from(ctx.schema, value, ctx) : new Scalar.Scalar(value);
      if (tagName)
        node.tag = tagName;
      else if (!tagObj.default)
        node.tag = tagObj.tag;
      if (ref)
        ref.node = node;
      return node;
    }
    exports.createNode = createNode;
  }
});

// node_modules/yaml/dist/nodes/Collection.js
var require_Collection = __commonJS({
  "node_modules/yaml/dist/nodes/Collection.js"(exports) {
    "use strict";
    var createNode = require_createNode();
    var identity = require_identity();
    var Node = require_Node();
    function collectionFromPath(schema, path7, value) {
      let v = value;
      for (let i = path7.length - 1; i >= 0; --i) {
        const k = path7[i];
        if (typeof k === "number" && Number.isInteger(k) && k >= 0) {
          const a = [];
          a[k] = v;
          v = a;
        } else {
          v = /* @__PURE__ */ new Map([[k, v]]);
        }
      }
      return createNode.createNode(v, void 0, {
        aliasDuplicateObjects: false,
        keepUndefined: false,
        onAnchor: () => {
          throw new Error("This should not happen, please report a bug.");
        },
        schema,
        sourceObjects: /* @__PURE__ */ new Map()
      });
    }
    var isEmptyPath = (path7) => path7 == null || typeof path7 === "object" && !!path7[Symbol.iterator]().next().done;
    var Collection = class extends Node.NodeBase {
      constructor(type, schema) {
        super(type);
        Object.defineProperty(this, "schema", {
          value: schema,
          configurable: true,
          enumerable: false,
          writable: true
        });
      }
      /**
       * Create a copy of this collection.
       *
       * @param schema - If defined, overwrites the original's schema
       */
      clone(schema) {
        const copy = Object.create(Object.getPrototypeOf(this), Object.getOwnPropertyDescriptors(this));
        if (schema)
          copy.schema = schema;
        copy.items = copy.items.map((it) => identity.isNode(it) || identity.isPair(it) ? it.clone(schema) : it);
        if (this.range)
          copy.range = this.range.slice();
        return copy;
      }
      /**
       * Adds a value to the collection. For `!!map` and `!!omap` the value must
       * be a Pair instance or a `{ key, value }` object, which may not have a key
       * that already exists in the map.
       */
      addIn(path7, value) {
        if (isEmptyPath(path7))
          this.add(value);
        else {
          const [key, ...rest] = path7;
          const node = this.get(key, true);
          if (identity.isCollection(node))
            node.addIn(rest, value);
          else if (node === void 0 && this.schema)
            this.set(key, collectionFromPath(this.schema, rest, value));
          else
            throw new Error(`Expected YAML collection at ${key}. Remaining path: ${rest}`);
        }
      }
      /**
       * Removes a value from the collection.
       * @returns `true` if the item was found and removed.
       */
      deleteIn(path7) {
        const [key, ...rest] = path7;
        if (rest.length === 0)
          return this.delete(key);
        const node = this.get(key, true);
        if (identity.isCollection(node))
          return node.deleteIn(rest);
        else
          throw new Error(`Expected YAML collection at ${key}. Remaining path: ${rest}`);
      }
      /**
       * Returns item at `key`, or `undefined` if not found. By default unwraps
       * scalar values from their surrounding node; to disable set `keepScalar` to
       * `true` (collections are always returned intact).
       */
      getIn(path7, keepScalar) {
        const [key, ...rest] = path7;
        const node = this.get(key, true);
        if (rest.length === 0)
          return !keepScalar && identity.isScalar(node) ? node.value : node;
        else
          return identity.isCollection(node) ? node.getIn(rest, keepScalar) : void 0;
      }
      hasAllNullValues(allowScalar) {
        return this.items.every((node) => {
          if (!identity.isPair(node))
            return false;
          const n = node.value;
          return n == null || allowScalar && identity.isScalar(n) && n.value == null && !n.commentBefore && !n.comment && !n.tag;
        });
      }
      /**
       * Checks if the collection includes a value with the key `key`.
       */
      hasIn(path7) {
        const [key, ...rest] = path7;
        if (rest.length === 0)
          return this.has(key);
        const node = this.get(key, true);
        return identity.isCollection(node) ? node.hasIn(rest) : false;
      }
      /**
       * Sets a value in this collection. For `!!set`, `value` needs to be a
       * boolean to add/remove the item from the set.
       */
      setIn(path7, value) {
        const [key, ...rest] = path7;
        if (rest.length === 0) {
          this.set(key, value);
        } else {
          const node = this.get(key, true);
          if (identity.isCollection(node))
            node.setIn(rest, value);
          else if (node === void 0 && this.schema)
            this.set(key, collectionFromPath(this.schema, rest, value));
          else
            throw new Error(`Expected YAML collection at ${key}. Remaining path: ${rest}`);
        }
      }
    };
    exports.Collection = Collection;
    exports.collectionFromPath = collectionFromPath;
    exports.isEmptyPath = isEmptyPath;
  }
});

// node_modules/yaml/dist/stringify/stringifyComment.js
var require_stringifyComment = __commonJS({
  "node_modules/yaml/dist/stringify/stringifyComment.js"(exports) {
    "use strict";
    var stringifyComment = (str3) => str3.replace(/^(?!$)(?: $)?/gm, "#");
    function indentComment(comment2, indent) {
      if (/^\n+$/.test(comment2))
        return comment2.substring(1);
      return indent ? comment2.replace(/^(?! *$)/gm, indent) : comment2;
    }
    var lineComment = (str3, indent, comment2) => str3.endsWith("\n") ? indentComment(comment2, indent) : comment2.includes("\n") ? "\n" + indentComment(comment2, indent) : (str3.endsWith(" ") ? "" : " ") + comment2;
    exports.indentComment = indentComment;
    exports.lineComment = lineComment;
    exports.stringifyComment = stringifyComment;
  }
});

// node_modules/yaml/dist/stringify/foldFlowLines.js
var require_foldFlowLines = __commonJS({
  "node_modules/yaml/dist/stringify/foldFlowLines.js"(exports) {
    "use strict";
    var FOLD_FLOW = "flow";
    var FOLD_BLOCK = "block";
    var FOLD_QUOTED = "quoted";
    function foldFlowLines(text2, indent, mode = "flow", { indentAtStart, lineWidth = 80, minContentWidth = 20, onFold, onOverflow } = {}) {
      if (!lineWidth || lineWidth < 0)
        return text2;
      if (lineWidth < minContentWidth)
        minContentWidth = 0;
      const endStep = Math.max(1 + minContentWidth, 1 + lineWidth - indent.length);
      if (text2.length <= endStep)
        return text2;
      const folds = [];
      const escapedFolds = {};
      let end = lineWidth - indent.length;
      if (typeof indentAtStart === "number") {
        if (indentAtStart > lineWidth - Math.max(2, minContentWidth))
          folds.push(0);
        else
          end = lineWidth - indentAtStart;
      }
      let split = void 0;
      let prev = void 0;
      let overflow = false;
      let i = -1;
      let escStart = -1;
      let escEnd = -1;
      if (mode === FOLD_BLOCK) {
        i = consumeMoreIndentedLines(text2, i, indent.length);
        if (i !== -1)
          end = i + endStep;
      }
      for (let ch; ch = text2[i += 1]; ) {
        if (mode === FOLD_QUOTED && ch === "\\") {
          escStart = i;
          switch (text2[i + 1]) {
            case "x":
              i += 3;
              break;
            case "u":
              i += 5;
              break;
            case "U":
              i += 9;
              break;
            default:
              i += 1;
          }
          escEnd = i;
        }
        if (ch === "\n") {
          if (mode === FOLD_BLOCK)
            i = consumeMoreIndentedLines(text2, i, indent.length);
          end = i + indent.length + endStep;
          split = void 0;
        } else {
          if (ch === " " && prev && prev !== " " && prev !== "\n" && prev !== "	") {
            const next = text2[i + 1];
            if (next && next !== " " && next !== "\n" && next !== "	")
              split = i;
          }
          if (i >= end) {
            if (split) {
              folds.push(split);
              end = split + endStep;
              split = void 0;
            } else if (mode === FOLD_QUOTED) {
              while (prev === " " || prev === "	") {
                prev = ch;
                ch = text2[i += 1];
                overflow = true;
              }
              const j = i > escEnd + 1 ? i - 2 : escStart - 1;
              if (escapedFolds[j])
                return text2;
              folds.push(j);
              escapedFolds[j] = true;
              end = j + endStep;
              split = void 0;
            } else {
              overflow = true;
            }
          }
        }
        prev = ch;
      }
      if (overflow && onOverflow)
        onOverflow();
      if (folds.length === 0)
        return text2;
      if (onFold)
        onFold();
      let res = text2.slice(0, folds[0]);
      for (let i2 = 0; i2 < folds.length; ++i2) {
        const fold = folds[i2];
        const end2 = folds[i2 + 1] || text2.length;
        if (fold === 0)
          res = `
${indent}${text2.slice(0, end2)}`;
        else {
          if (mode === FOLD_QUOTED && escapedFolds[fold])
            res += `${text2[fold]}\\`;
          res += `
${indent}${text2.slice(fold + 1, end2)}`;
        }
      }
      return res;
    }
    function consumeMoreIndentedLines(text2, i, indent) {
      let end = i;
      let start = i + 1;
      let ch = text2[start];
      while (ch === " " || ch === "	") {
        if (i < start + indent) {
          ch = text2[++i];
        } else {
          do {
            ch = text2[++i];
          } while (ch && ch !== "\n");
          end = i;
          start = i + 1;
          ch = text2[start];
        }
      }
      return end;
    }
    exports.FOLD_BLOCK = FOLD_BLOCK;
    exports.FOLD_FLOW = FOLD_FLOW;
    exports.FOLD_QUOTED = FOLD_QUOTED;
    exports.foldFlowLines = foldFlowLines;
  }
});

// node_modules/yaml/dist/stringify/stringifyString.js
var require_stringifyString = __commonJS({
  "node_modules/yaml/dist/stringify/stringifyString.js"(exports) {
    "use strict";
    var Scalar = require_Scalar();
    var foldFlowLines = require_foldFlowLines();
    var getFoldOptions = (ctx, isBlock) => ({
      indentAtStart: isBlock ? ctx.indent.length : ctx.indentAtStart,
      lineWidth: ctx.options.lineWidth,
      minContentWidth: ctx.options.minContentWidth
    });
    var containsDocumentMarker = (str3) => /^(%|---|\.\.\.)/m.test(str3);
    function lineLengthOverLimit(str3, lineWidth, indentLength) {
      if (!lineWidth || lineWidth < 0)
        return false;
      const limit = lineWidth - indentLength;
      const strLen = str3.length;
      if (strLen <= limit)
        return false;
      for (let i = 0, start = 0; i < strLen; ++i) {
        if (str3[i] === "\n") {
          if (i - start > limit)
            return true;
          start = i + 1;
          if (strLen - start <= limit)
            return false;
        }
      }
      return true;
    }
    function doubleQuotedString(value, ctx) {
      const json = JSON.stringify(value);
      if (ctx.options.doubleQuotedAsJSON)
        return json;
      const { implicitKey } = ctx;
      const minMultiLineLength = ctx.options.doubleQuotedMinMultiLineLength;
      const indent = ctx.indent || (containsDocumentMarker(value) ? "  " : "");
      let str3 = "";
      let start = 0;
      for (let i = 0, ch = json[i]; ch; ch = json[++i]) {
        if (ch === " " && json[i + 1] === "\\" && json[i + 2] === "n") {
          str3 += json.slice(start, i) + "\\ ";
          i += 1;
          start = i;
          ch = "\\";
        }
        if (ch === "\\")
          switch (json[i + 1]) {
            case "u":
              {
                str3 += json.slice(start, i);
                const code = json.substr(i + 2, 4);
                switch (code) {
                  case "0000":
                    str3 += "\\0";
                    break;
                  case "0007":
                    str3 += "\\a";
                    break;
                  case "000b":
                    str3 += "\\v";
                    break;
                  case "001b":
                    str3 += "\\e";
                    break;
                  case "0085":
                    str3 += "\\N";
                    break;
                  case "00a0":
                    str3 += "\\_";
                    break;
                  case "2028":
                    str3 += "\\L";
                    break;
                  case "2029":
                    str3 += "\\P";
                    break;
                  default:
                    if (code.substr(0, 2) === "00")
                      str3 += "\\x" + code.substr(2);
                    else
                      str3 += json.substr(i, 6);
                }
                i += 5;
                start = i + 1;
              }
              break;
            case "n":
              if (implicitKey || json[i + 2] === '"' || json.length < minMultiLineLength) {
                i += 1;
              } else {
                str3 += json.slice(start, i) + "\n\n";
                while (json[i + 2] === "\\" && json[i + 3] === "n" && json[i + 4] !== '"') {
                  str3 += "\n";
                  i += 2;
                }
                str3 += indent;
                if (json[i + 2] === " ")
                  str3 += "\\";
                i += 1;
                start = i + 1;
              }
              break;
            default:
              i += 1;
          }
      }
      str3 = start ? str3 + json.slice(start) : json;
      return implicitKey ? str3 : foldFlowLines.foldFlowLines(str3, indent, foldFlowLines.FOLD_QUOTED, getFoldOptions(ctx, false));
    }
    function singleQuotedString(value, ctx) {
      if (ctx.options.singleQuote === false || ctx.implicitKey && value.includes("\n") || /[ \t]\n|\n[ \t]/.test(value))
        return doubleQuotedString(value, ctx);
      const indent = ctx.indent || (containsDocumentMarker(value) ? "  " : "");
      const res = "'" + value.replace(/'/g, "''").replace(/\n+/g, `$&
${indent}`) + "'";
      return ctx.implicitKey ? res : foldFlowLines.foldFlowLines(res, indent, foldFlowLines.FOLD_FLOW, getFoldOptions(ctx, false));
    }
    function quotedString(value, ctx) {
      const { singleQuote } = ctx.options;
      let qs;
      if (singleQuote === false)
        qs = doubleQuotedString;
      else {
        const hasDouble = value.includes('"');
        const hasSingle = value.includes("'");
        if (hasDouble && !hasSingle)
          qs = singleQuotedString;
        else if (hasSingle && !hasDouble)
          qs = doubleQuotedString;
        else
          qs = singleQuote ? singleQuotedString : doubleQuotedString;
      }
      return qs(value, ctx);
    }
    var blockEndNewlines;
    try {
      blockEndNewlines = new RegExp("(^|(?<!\n))\n+(?!\n|$)", "g");
    } catch {
      blockEndNewlines = /\n+(?!\n|$)/g;
    }
    function blockString({ comment: comment2, type, value }, ctx, onComment, onChompKeep) {
      const { blockQuote, commentString, lineWidth } = ctx.options;
      if (!blockQuote || /\n[\t ]+$/.test(value)) {
        return quotedString(value, ctx);
      }
      const indent = ctx.indent || (ctx.forceBlockIndent || containsDocumentMarker(value) ? "  " : "");
      const literal = blockQuote === "literal" ? true : blockQuote === "folded" || type === Scalar.Scalar.BLOCK_FOLDED ? false : type === Scalar.Scalar.BLOCK_LITERAL ? true : !lineLengthOverLimit(value, lineWidth, indent.length);
      if (!value)
        return literal ? "|\n" : ">\n";
      let chomp;
      let endStart;
      for (endStart = value.length; endStart > 0; --endStart) {
        const ch = value[endStart - 1];
        if (ch !== "\n" && ch !== "	" && ch !== " ")
          break;
      }
      let end = value.substring(endStart);
      const endNlPos = end.indexOf("\n");
      if (endNlPos === -1) {
        chomp = "-";
      } else if (value === end || endNlPos !== end.length - 1) {
        chomp = "+";
        if (onChompKeep)
          onChompKeep();
      } else {
        chomp = "";
      }
      if (end) {
        value = value.slice(0, -end.length);
        if (end[end.length - 1] === "\n")
          end = end.slice(0, -1);
        end = end.replace(blockEndNewlines, `$&${indent}`);
      }
      let startWithSpace = false;
      let startEnd;
      let startNlPos = -1;
      for (startEnd = 0; startEnd < value.length; ++startEnd) {
        const ch = value[startEnd];
        if (ch === " ")
          startWithSpace = true;
        else if (ch === "\n")
          startNlPos = startEnd;
        else
          break;
      }
      let start = value.substring(0, startNlPos < startEnd ? startNlPos + 1 : startEnd);
      if (start) {
        value = value.substring(start.length);
        start = start.replace(/\n+/g, `$&${indent}`);
      }
      const indentSize = indent ? "2" : "1";
      let header = (startWithSpace ? indentSize : "") + chomp;
      if (comment2) {
        header += " " + commentString(comment2.replace(/ ?[\r\n]+/g, " "));
        if (onComment)
          onComment();
      }
      if (!literal) {
        const foldedValue = value.replace(/\n+/g, "\n$&").replace(/(?:^|\n)([\t ].*)(?:([\n\t ]*)\n(?![\n\t ]))?/g, "$1$2").replace(/\n+/g, `$&${indent}`);
        let literalFallback = false;
        const foldOptions = getFoldOptions(ctx, true);
        if (blockQuote !== "folded" && type !== Scalar.Scalar.BLOCK_FOLDED) {
          foldOptions.onOverflow = () => {
            literalFallback = true;
          };
        }
        const body = foldFlowLines.foldFlowLines(`${start}${foldedValue}${end}`, indent, foldFlowLines.FOLD_BLOCK, foldOptions);
        if (!literalFallback)
          return `>${header}
${indent}${body}`;
      }
      value = value.replace(/\n+/g, `$&${indent}`);
      return `|${header}
${indent}${start}${value}${end}`;
    }
    function plainString(item, ctx, onComment, onChompKeep) {
      const { type, value } = item;
      const { actualString, implicitKey, indent, indentStep, inFlow } = ctx;
      if (implicitKey && value.includes("\n") || inFlow && /[[\]{},]/.test(value)) {
        return quotedString(value, ctx);
      }
      if (/^[\n\t ,[\]{}#&*!|>'"%@`]|^[?-]$|^[?-][ \t]|[\n:][ \t]|[ \t]\n|[\n\t ]#|[\n\t :]$/.test(value)) {
        return implicitKey || inFlow || !value.includes("\n") ? quotedString(value, ctx) : blockString(item, ctx, onComment, onChompKeep);
      }
      if (!implicitKey && !inFlow && type !== Scalar.Scalar.PLAIN && value.includes("\n")) {
        return blockString(item, ctx, onComment, onChompKeep);
      }
      if (containsDocumentMarker(value)) {
        if (indent === "") {
          ctx.forceBlockIndent = true;
          return blockString(item, ctx, onComment, onChompKeep);
        } else if (implicitKey && indent === indentStep) {
          return quotedString(value, ctx);
        }
      }
      const str3 = value.replace(/\n+/g, `$&
${indent}`);
      if (actualString) {
        const test = (tag) => tag.default && tag.tag !== "tag:yaml.org,2002:str" && tag.test?.test(str3);
        const { compat, tags } = ctx.doc.schema;
        if (tags.some(test) || compat?.some(test))
          return quotedString(value, ctx);
      }
      return implicitKey ? str3 : foldFlowLines.foldFlowLines(str3, indent, foldFlowLines.FOLD_FLOW, getFoldOptions(ctx, false));
    }
    function stringifyString(item, ctx, onComment, onChompKeep) {
      const { implicitKey, inFlow } = ctx;
      const ss = typeof item.value === "string" ? item : Object.assign({}, item, { value: String(item.value) });
      let { type } = item;
      if (type !== Scalar.Scalar.QUOTE_DOUBLE) {
        if (/[\x00-\x08\x0b-\x1f\x7f-\x9f\u{D800}-\u{DFFF}]/u.test(ss.value))
          type = Scalar.Scalar.QUOTE_DOUBLE;
      }
      const _stringify = (_type) => {
        switch (_type) {
          case Scalar.Scalar.BLOCK_FOLDED:
          case Scalar.Scalar.BLOCK_LITERAL:
            return implicitKey || inFlow ? quotedString(ss.value, ctx) : blockString(ss, ctx, onComment, onChompKeep);
          case Scalar.Scalar.QUOTE_DOUBLE:
            return doubleQuotedString(ss.value, ctx);
          case Scalar.Scalar.QUOTE_SINGLE:
            return singleQuotedString(ss.value, ctx);
          case Scalar.Scalar.PLAIN:
            return plainString(ss, ctx, onComment, onChompKeep);
          default:
            return null;
        }
      };
      let res = _stringify(type);
      if (res === null) {
        const { defaultKeyType, defaultStringType } = ctx.options;
        const t = implicitKey && defaultKeyType || defaultStringType;
        res = _stringify(t);
        if (res === null)
          throw new Error(`Unsupported default string type ${t}`);
      }
      return res;
    }
    exports.stringifyString = stringifyString;
  }
});

// node_modules/yaml/dist/stringify/stringify.js
var require_stringify = __commonJS({
  "node_modules/yaml/dist/stringify/stringify.js"(exports) {
    "use strict";
    var anchors = require_anchors();
    var identity = require_identity();
    var stringifyComment = require_stringifyComment();
    var stringifyString = require_stringifyString();
    function createStringifyContext(doc, options) {
      const opt = Object.assign({
        blockQuote: true,
        commentString: stringifyComment.stringifyComment,
        defaultKeyType: null,
        defaultStringType: "PLAIN",
        directives: null,
        doubleQuotedAsJSON: false,
        doubleQuotedMinMultiLineLength: 40,
        falseStr: "false",
        flowCollectionPadding: true,
        indentSeq: true,
        lineWidth: 80,
        minContentWidth: 20,
        nullStr: "null",
        simpleKeys: false,
        singleQuote: null,
        trailingComma: false,
        trueStr: "true",
        verifyAliasOrder: true
      }, doc.schema.toStringOptions, options);
      let inFlow;
      switch (opt.collectionStyle) {
        case "block":
          inFlow = false;
          break;
        case "flow":
          inFlow = true;
          break;
        default:
          inFlow = null;
      }
      return {
        anchors: /* @__PURE__ */ new Set(),
        doc,
        flowCollectionPadding: opt.flowCollectionPadding ? " " : "",
        indent: "",
        indentStep: typeof opt.indent === "number" ? " ".repeat(opt.indent) : "  ",
        inFlow,
        options: opt
      };
    }
    function getTagObject(tags, item) {
      if (item.tag) {
        const match = tags.filter((t) => t.tag === item.tag);
        if (match.length > 0)
          return match.find((t) => t.format === item.format) ?? match[0];
      }
      let tagObj = void 0;
      let obj;
      if (identity.isScalar(item)) {
        obj = item.value;
        let match = tags.filter((t) => t.identify?.(obj));
        if (match.length > 1) {
          const testMatch = match.filter((t) => t.test);
          if (testMatch.length > 0)
            match = testMatch;
        }
        tagObj = match.find((t) => t.format === item.format) ?? match.find((t) => !t.format);
      } else {
        obj = item;
        tagObj = tags.find((t) => t.nodeClass && obj instanceof t.nodeClass);
      }
      if (!tagObj) {
        const name = obj?.constructor?.name ?? (obj === null ? "null" : typeof obj);
        throw new Error(`Tag not resolved for ${name} value`);
      }
      return tagObj;
    }
    function stringifyProps(node, tagObj, { anchors: anchors$1, doc }) {
      if (!doc.directives)
        return "";
      const props = [];
      const anchor = (identity.isScalar(node) || identity.isCollection(node)) && node.anchor;
      if (anchor && anchors.anchorIsValid(anchor)) {
        anchors$1.add(anchor);
        props.push(`&${anchor}`);
      }
      const tag = node.tag ?? (tagObj.default ? null : tagObj.tag);
      if (tag)
        props.push(doc.directives.tagString(tag));
      return props.join(" ");
    }
    function stringify(item, ctx, onComment, onChompKeep) {
      if (identity.isPair(item))
        return item.toString(ctx, onComment, onChompKeep);
      if (identity.isAlias(item)) {
        if (ctx.doc.directives)
          return item.toString(ctx);
        if (ctx.resolvedAliases?.has(item)) {
          throw new TypeError(`Cannot stringify circular structure without alias nodes`);
        } else {
          if (ctx.resolvedAliases)
            ctx.resolvedAliases.add(item);
          else
            ctx.resolvedAliases = /* @__PURE__ */ new Set([item]);
          item = item.resolve(ctx.doc);
        }
      }
      let tagObj = void 0;
      const node = identity.isNode(item) ? item : ctx.doc.createNode(item, { onTagObj: (o) => tagObj = o });
      tagObj ?? (tagObj = getTagObject(ctx.doc.schema.tags, node));
      const props = stringifyProps(node, tagObj, ctx);
      if (props.length > 0)
        ctx.indentAtStart = (ctx.indentAtStart ?? 0) + props.length + 1;
      const str3 = typeof tagObj.stringify === "function" ? tagObj.stringify(node, ctx, onComment, onChompKeep) : identity.isScalar(node) ? stringifyString.stringifyString(node, ctx, onComment, onChompKeep) : node.toString(ctx, onComment, onChompKeep);
      if (!props)
        return str3;
      return identity.isScalar(node) || str3[0] === "{" || str3[0] === "[" ? `${props} ${str3}` : `${props}
${ctx.indent}${str3}`;
    }
    exports.createStringifyContext = createStringifyContext;
    exports.stringify = stringify;
  }
});

// node_modules/yaml/dist/stringify/stringifyPair.js
var require_stringifyPair = __commonJS({
  "node_modules/yaml/dist/stringify/stringifyPair.js"(exports) {
    "use strict";
    var identity = require_identity();
    var Scalar = require_Scalar();
    var stringify = require_stringify();
    var stringifyComment = require_stringifyComment();
    function stringifyPair({ key, value }, ctx, onComment, onChompKeep) {
      const { allNullValues, doc, indent, indentStep, options: { commentString, indentSeq, simpleKeys } } = ctx;
      let keyComment = identity.isNode(key) && key.comment || null;
      if (simpleKeys) {
        if (keyComment) {
          throw new Error("With simple keys, key nodes cannot have comments");
        }
        if (identity.isCollection(key) || !identity.isNode(key) && typeof key === "object") {
          const msg = "With simple keys, collection cannot be used as a key value";
          throw new Error(msg);
        }
      }
      let explicitKey = !simpleKeys && (!key || keyComment && value == null && !ctx.inFlow || identity.isCollection(key) || (identity.isScalar(key) ? key.type === Scalar.Scalar.BLOCK_FOLDED || key.type === Scalar.Scalar.BLOCK_LITERAL : typeof key === "object"));
      ctx = Object.assign({}, ctx, {
        allNullValues: false,
        implicitKey: !explicitKey && (simpleKeys || !allNullValues),
        indent: indent + indentStep
      });
      let keyCommentDone = false;
      let chompKeep = false;
      let str3 = stringify.stringify(key, ctx, () => keyCommentDone = true, () => chompKeep = true);
      if (!explicitKey && !ctx.inFlow && str3.length > 1024) {
        if (simpleKeys)
          throw new Error("With simple keys, single line scalar must not span more than 1024 characters");
        explicitKey = true;
      }
      if (ctx.inFlow) {
        if (allNullValues || value == null) {
          if (keyCommentDone && onComment)
            onComment();
          return str3 === "" ? "?" : explicitKey ? `? ${str3}` : str3;
        }
      } else if (allNullValues && !simpleKeys || value == null && explicitKey) {
        str3 = `? ${str3}`;
        if (keyComment && !keyCommentDone) {
          str3 += stringifyComment.lineComment(str3, ctx.indent, commentString(keyComment));
        } else if (chompKeep && onChompKeep)
          onChompKeep();
        return str3;
      }
      if (keyCommentDone)
        keyComment = null;
      if (explicitKey) {
        if (keyComment)
          str3 += stringifyComment.lineComment(str3, ctx.indent, commentString(keyComment));
        str3 = `? ${str3}
${indent}:`;
      } else {
        str3 = `${str3}:`;
        if (keyComment)
          str3 += stringifyComment.lineComment(str3, ctx.indent, commentString(keyComment));
      }
      let vsb, vcb, valueComment;
      if (identity.isNode(value)) {
        vsb = !!value.spaceBefore;
        vcb = value.commentBefore;
        valueComment = value.comment;
      } else {
        vsb = false;
        vcb = null;
        valueComment = null;
        if (value && typeof value === "object")
          value = doc.createNode(value);
      }
      ctx.implicitKey = false;
      if (!explicitKey && !keyComment && identity.isScalar(value))
        ctx.indentAtStart = str3.length + 1;
      chompKeep = false;
      if (!indentSeq && indentStep.length >= 2 && !ctx.inFlow && !explicitKey && identity.isSeq(value) && !value.flow && !value.tag && !value.anchor) {
        ctx.indent = ctx.indent.substring(2);
      }
      let valueCommentDone = false;
      const valueStr = stringify.stringify(value, ctx, () => valueCommentDone = true, () => chompKeep = true);
      let ws = " ";
      if (keyComment || vsb || vcb) {
        ws = vsb ? "\n" : "";
        if (vcb) {
          const cs = commentString(vcb);
          ws += `
${stringifyComment.indentComment(cs, ctx.indent)}`;
        }
        if (valueStr === "" && !ctx.inFlow) {
          if (ws === "\n" && valueComment)
            ws = "\n\n";
        } else {
          ws += `
${ctx.indent}`;
        }
      } else if (!explicitKey && identity.isCollection(value)) {
        const vs0 = valueStr[0];
        const nl0 = valueStr.indexOf("\n");
        const hasNewline = nl0 !== -1;
        const flow = ctx.inFlow ?? value.flow ?? value.items.length === 0;
        if (hasNewline || !flow) {
          let hasPropsLine = false;
          if (hasNewline && (vs0 === "&" || vs0 === "!")) {
            let sp0 = valueStr.indexOf(" ");
            if (vs0 === "&" && sp0 !== -1 && sp0 < nl0 && valueStr[sp0 + 1] === "!") {
              sp0 = valueStr.indexOf(" ", sp0 + 1);
            }
            if (sp0 === -1 || nl0 < sp0)
              hasPropsLine = true;
          }
          if (!hasPropsLine)
            ws = `
${ctx.indent}`;
        }
      } else if (valueStr === "" || valueStr[0] === "\n") {
        ws = "";
      }
      str3 += ws + valueStr;
      if (ctx.inFlow) {
        if (valueCommentDone && onComment)
          onComment();
      } else if (valueComment && !valueCommentDone) {
        str3 += stringifyComment.lineComment(str3, ctx.indent, commentString(valueComment));
      } else if (chompKeep && onChompKeep) {
        onChompKeep();
      }
      return str3;
    }
    exports.stringifyPair = stringifyPair;
  }
});

// node_modules/yaml/dist/log.js
var require_log = __commonJS({
  "node_modules/yaml/dist/log.js"(exports) {
    "use strict";
    var node_process = __require("process");
    function debug2(logLevel, ...messages) {
      if (logLevel === "debug")
        console.log(...messages);
    }
    function warn(logLevel, warning2) {
      if (logLevel === "debug" || logLevel === "warn") {
        if (typeof node_process.emitWarning === "function")
          node_process.emitWarning(warning2);
        else
          console.warn(warning2);
      }
    }
    exports.debug = debug2;
    exports.warn = warn;
  }
});

// node_modules/yaml/dist/schema/yaml-1.1/merge.js
var require_merge = __commonJS({
  "node_modules/yaml/dist/schema/yaml-1.1/merge.js"(exports) {
    "use strict";
    var identity = require_identity();
    var Scalar = require_Scalar();
    var MERGE_KEY = "<<";
    var merge = {
      identify: (value) => value === MERGE_KEY || typeof value === "symbol" && value.description === MERGE_KEY,
      default: "key",
      tag: "tag:yaml.org,2002:merge",
      test: /^<<$/,
      resolve: () => Object.assign(new Scalar.Scalar(Symbol(MERGE_KEY)), {
        addToJSMap: addMergeToJSMap
      }),
      stringify: () => MERGE_KEY
    };
    var isMergeKey = (ctx, key) => (merge.identify(key) || identity.isScalar(key) && (!key.type || key.type === Scalar.Scalar.PLAIN) && merge.identify(key.value)) && ctx?.doc.schema.tags.some((tag) => tag.tag === merge.tag && tag.default);
    function addMergeToJSMap(ctx, map, value) {
      const source = resolveAliasValue(ctx, value);
      if (identity.isSeq(source))
        for (const it of source.items)
          mergeValue(ctx, map, it);
      else if (Array.isArray(source))
        for (const it of source)
          mergeValue(ctx, map, it);
      else
        mergeValue(ctx, map, source);
    }
    function mergeValue(ctx, map, value) {
      const source = resolveAliasValue(ctx, value);
      if (!identity.isMap(source))
        throw new Error("Merge sources must be maps or map aliases");
      const srcMap = source.toJSON(null, ctx, Map);
      for (const [key, value2] of srcMap) {
        if (map instanceof Map) {
          if (!map.has(key))
            map.set(key, value2);
        } else if (map instanceof Set) {
          map.add(key);
        } else if (!Object.prototype.hasOwnProperty.call(map, key)) {
          Object.defineProperty(map, key, {
            value: value2,
            writable: true,
            enumerable: true,
            configurable: true
          });
        }
      }
      return map;
    }
    function resolveAliasValue(ctx, value) {
      return ctx && identity.isAlias(value) ? value.resolve(ctx.doc, ctx) : value;
    }
    exports.addMergeToJSMap = addMergeToJSMap;
    exports.isMergeKey = isMergeKey;
    exports.merge = merge;
  }
});

// node_modules/yaml/dist/nodes/addPairToJSMap.js
var require_addPairToJSMap = __commonJS({
  "node_modules/yaml/dist/nodes/addPairToJSMap.js"(exports) {
    "use strict";
    var log = require_log();
    var merge = require_merge();
    var stringify = require_stringify();
    var identity = require_identity();
    var toJS = require_toJS();
    function addPairToJSMap(ctx, map, { key, value }) {
      if (identity.isNode(key) && key.addToJSMap)
        key.addToJSMap(ctx, map, value);
      else if (merge.isMergeKey(ctx, key))
        merge.addMergeToJSMap(ctx, map, value);
      else {
        const jsKey = toJS.toJS(key, "", ctx);
        if (map instanceof Map) {
          map.set(jsKey, toJS.toJS(value, jsKey, ctx));
        } else if (map instanceof Set) {
          map.add(jsKey);
        } else {
          const stringKey = stringifyKey(key, jsKey, ctx);
          const jsValue = toJS.toJS(value, stringKey, ctx);
          if (stringKey in map)
            Object.defineProperty(map, stringKey, {
              value: jsValue,
              writable: true,
              enumerable: true,
              configurable: true
            });
          else
            map[stringKey] = jsValue;
        }
      }
      return map;
    }
    function stringifyKey(key, jsKey, ctx) {
      if (jsKey === null)
        return "";
      if (typeof jsKey !== "object")
        return String(jsKey);
      if (identity.isNode(key) && ctx?.doc) {
        const strCtx = stringify.createStringifyContext(ctx.doc, {});
        strCtx.anchors = /* @__PURE__ */ new Set();
        for (const node of ctx.anchors.keys())
          strCtx.anchors.add(node.anchor);
        strCtx.inFlow = true;
        strCtx.inStringifyKey = true;
        const strKey = key.toString(strCtx);
        if (!ctx.mapKeyWarned) {
          let jsonStr = JSON.stringify(strKey);
          if (jsonStr.length > 40)
            jsonStr = jsonStr.substring(0, 36) + '..."';
          log.warn(ctx.doc.options.logLevel, `Keys with collection values will be stringified due to JS Object restrictions: ${jsonStr}. Set mapAsMap: true to use object keys.`);
          ctx.mapKeyWarned = true;
        }
        return strKey;
      }
      return JSON.stringify(jsKey);
    }
    exports.addPairToJSMap = addPairToJSMap;
  }
});

// node_modules/yaml/dist/nodes/Pair.js
var require_Pair = __commonJS({
  "node_modules/yaml/dist/nodes/Pair.js"(exports) {
    "use strict";
    var createNode = require_createNode();
    var stringifyPair = require_stringifyPair();
    var addPairToJSMap = require_addPairToJSMap();
    var identity = require_identity();
    function createPair(key, value, ctx) {
      const k = createNode.createNode(key, void 0, ctx);
      const v = createNode.createNode(value, void 0, ctx);
      return new Pair(k, v);
    }
    var Pair = class _Pair {
      constructor(key, value = null) {
        Object.defineProperty(this, identity.NODE_TYPE, { value: identity.PAIR });
        this.key = key;
        this.value = value;
      }
      clone(schema) {
        let { key, value } = this;
        if (identity.isNode(key))
          key = key.clone(schema);
        if (identity.isNode(value))
          value = value.clone(schema);
        return new _Pair(key, value);
      }
      toJSON(_, ctx) {
        const pair = ctx?.mapAsMap ? /* @__PURE__ */ new Map() : {};
        return addPairToJSMap.addPairToJSMap(ctx, pair, this);
      }
      toString(ctx, onComment, onChompKeep) {
        return ctx?.doc ? stringifyPair.stringifyPair(this, ctx, onComment, onChompKeep) : JSON.stringify(this);
      }
    };
    exports.Pair = Pair;
    exports.createPair = createPair;
  }
});

// node_modules/yaml/dist/stringify/stringifyCollection.js
var require_stringifyCollection = __commonJS({
  "node_modules/yaml/dist/stringify/stringifyCollection.js"(exports) {
    "use strict";
    var identity = require_identity();
    var stringify = require_stringify();
    var stringifyComment = require_stringifyComment();
    function stringifyCollection(collection, ctx, options) {
      const flow = ctx.inFlow ?? collection.flow;
      const stringify2 = flow ? stringifyFlowCollection : stringifyBlockCollection;
      return stringify2(collection, ctx, options);
    }
    function stringifyBlockCollection({ comment: comment2, items }, ctx, { blockItemPrefix, flowChars, itemIndent, onChompKeep, onComment }) {
      const { indent, options: { commentString } } = ctx;
      const itemCtx = Object.assign({}, ctx, { indent: itemIndent, type: null });
      let chompKeep = false;
      const lines = [];
      for (let i = 0; i < items.length; ++i) {
        const item = items[i];
        let comment3 = null;
        if (identity.isNode(item)) {
          if (!chompKeep && item.spaceBefore)
            lines.push("");
          addCommentBefore(ctx, lines, item.commentBefore, chompKeep);
          if (item.comment)
            comment3 = item.comment;
        } else if (identity.isPair(item)) {
          const ik = identity.isNode(item.key) ? item.key : null;
          if (ik) {
            if (!chompKeep && ik.spaceBefore)
              lines.push("");
            addCommentBefore(ctx, lines, ik.commentBefore, chompKeep);
          }
        }
        chompKeep = false;
        let str4 = stringify.stringify(item, itemCtx, () => comment3 = null, () => chompKeep = true);
        if (comment3)
          str4 += stringifyComment.lineComment(str4, itemIndent, commentString(comment3));
        if (chompKeep && comment3)
          chompKeep = false;
        lines.push(blockItemPrefix + str4);
      }
      let str3;
      if (lines.length === 0) {
        str3 = flowChars.start + flowChars.end;
      } else {
        str3 = lines[0];
        for (let i = 1; i < lines.length; ++i) {
          const line = lines[i];
          str3 += line ? `
${indent}${line}` : "\n";
        }
      }
      if (comment2) {
        str3 += "\n" + stringifyComment.indentComment(commentString(comment2), indent);
        if (onComment)
          onComment();
      } else if (chompKeep && onChompKeep)
        onChompKeep();
      return str3;
    }
    function stringifyFlowCollection({ items }, ctx, { flowChars, itemIndent }) {
      const { indent, indentStep, flowCollectionPadding: fcPadding, options: { commentString } } = ctx;
      itemIndent += indentStep;
      const itemCtx = Object.assign({}, ctx, {
        indent: itemIndent,
        inFlow: true,
        type: null
      });
      let reqNewline = false;
      let linesAtValue = 0;
      const lines = [];
      for (let i = 0; i < items.length; ++i) {
        const item = items[i];
        let comment2 = null;
        if (identity.isNode(item)) {
          if (item.spaceBefore)
            lines.push("");
          addCommentBefore(ctx, lines, item.commentBefore, false);
          if (item.comment)
            comment2 = item.comment;
        } else if (identity.isPair(item)) {
          const ik = identity.isNode(item.key) ? item.key : null;
          if (ik) {
            if (ik.spaceBefore)
              lines.push("");
            addCommentBefore(ctx, lines, ik.commentBefore, false);
            if (ik.comment)
              reqNewline = true;
          }
          const iv = identity.isNode(item.value) ? item.value : null;
          if (iv) {
            if (iv.comment)
              comment2 = iv.comment;
            if (iv.commentBefore)
              reqNewline = true;
          } else if (item.value == null && ik?.comment) {
            comment2 = ik.comment;
          }
        }
        if (comment2)
          reqNewline = true;
        let str3 = stringify.stringify(item, itemCtx, () => comment2 = null);
        reqNewline || (reqNewline = lines.length > linesAtValue || str3.includes("\n"));
        if (i < items.length - 1) {
          str3 += ",";
        } else if (ctx.options.trailingComma) {
          if (ctx.options.lineWidth > 0) {
            reqNewline || (reqNewline = lines.reduce((sum, line) => sum + line.length + 2, 2) + (str3.length + 2) > ctx.options.lineWidth);
          }
          if (reqNewline) {
            str3 += ",";
          }
        }
        if (comment2)
          str3 += stringifyComment.lineComment(str3, itemIndent, commentString(comment2));
        lines.push(str3);
        linesAtValue = lines.length;
      }
      const { start, end } = flowChars;
      if (lines.length === 0) {
        return start + end;
      } else {
        if (!reqNewline) {
          const len = lines.reduce((sum, line) => sum + line.length + 2, 2);
          reqNewline = ctx.options.lineWidth > 0 && len > ctx.options.lineWidth;
        }
        if (reqNewline) {
          let str3 = start;
          for (const line of lines)
            str3 += line ? `
${indentStep}${indent}${line}` : "\n";
          return `${str3}
${indent}${end}`;
        } else {
          return `${start}${fcPadding}${lines.join(" ")}${fcPadding}${end}`;
        }
      }
    }
    function addCommentBefore({ indent, options: { commentString } }, lines, comment2, chompKeep) {
      if (comment2 && chompKeep)
        comment2 = comment2.replace(/^\n+/, "");
      if (comment2) {
        const ic = stringifyComment.indentComment(commentString(comment2), indent);
        lines.push(ic.trimStart());
      }
    }
    exports.stringifyCollection = stringifyCollection;
  }
});

// node_modules/yaml/dist/nodes/YAMLMap.js
var require_YAMLMap = __commonJS({
  "node_modules/yaml/dist/nodes/YAMLMap.js"(exports) {
    "use strict";
    var stringifyCollection = require_stringifyCollection();
    var addPairToJSMap = require_addPairToJSMap();
    var Collection = require_Collection();
    var identity = require_identity();
    var Pair = require_Pair();
    var Scalar = require_Scalar();
    function findPair(items, key) {
      const k = identity.isScalar(key) ? key.value : key;
      for (const it of items) {
        if (identity.isPair(it)) {
          if (it.key === key || it.key === k)
            return it;
          if (identity.isScalar(it.key) && it.key.value === k)
            return it;
        }
      }
      return void 0;
    }
    var YAMLMap = class extends Collection.Collection {
      static get tagName() {
        return "tag:yaml.org,2002:map";
      }
      constructor(schema) {
        super(identity.MAP, schema);
        this.items = [];
      }
      /**
       * A generic collection parsing method that can be extended
       * to other node classes that inherit from YAMLMap
       */
      static from(schema, obj, ctx) {
        const { keepUndefined, replacer } = ctx;
        const map = new this(schema);
        const add = (key, value) => {
          if (typeof replacer === "function")
            value = replacer.call(obj, key, value);
          else if (Array.isArray(replacer) && !replacer.includes(key))
            return;
          if (value !== void 0 || keepUndefined)
            map.items.push(Pair.createPair(key, value, ctx));
        };
        if (obj instanceof Map) {
          for (const [key, value] of obj)
            add(key, value);
        } else if (obj && typeof obj === "object") {
          for (const key of Object.keys(obj))
            add(key, obj[key]);
        }
        if (typeof schema.sortMapEntries === "function") {
          map.items.sort(schema.sortMapEntries);
        }
        return map;
      }
      /**
       * Adds a value to the collection.
       *
       * @param overwrite - If not set `true`, using a key that is already in the
       *   collection will throw. Otherwise, overwrites the previous value.
       */
      add(pair, overwrite) {
        let _pair;
        if (identity.isPair(pair))
          _pair = pair;
        else if (!pair || typeof pair !== "object" || !("key" in pair)) {
          _pair = new Pair.Pair(pair, pair?.value);
        } else
          _pair = new Pair.Pair(pair.key, pair.value);
        const prev = findPair(this.items, _pair.key);
        const sortEntries = this.schema?.sortMapEntries;
        if (prev) {
          if (!overwrite)
            throw new Error(`Key ${_pair.key} already set`);
          if (identity.isScalar(prev.value) && Scalar.isScalarValue(_pair.value))
            prev.value.value = _pair.value;
          else
            prev.value = _pair.value;
        } else if (sortEntries) {
          const i = this.items.findIndex((item) => sortEntries(_pair, item) < 0);
          if (i === -1)
            this.items.push(_pair);
          else
            this.items.splice(i, 0, _pair);
        } else {
          this.items.push(_pair);
        }
      }
      delete(key) {
        const it = findPair(this.items, key);
        if (!it)
          return false;
        const del = this.items.splice(this.items.indexOf(it), 1);
        return del.length > 0;
      }
      get(key, keepScalar) {
        const it = findPair(this.items, key);
        const node = it?.value;
        return (!keepScalar && identity.isScalar(node) ? node.value : node) ?? void 0;
      }
      has(key) {
        return !!findPair(this.items, key);
      }
      set(key, value) {
        this.add(new Pair.Pair(key, value), true);
      }
      /**
       * @param ctx - Conversion context, originally set in Document#toJS()
       * @param {Class} Type - If set, forces the returned collection type
       * @returns Instance of Type, Map, or Object
       */
      toJSON(_, ctx, Type) {
        const map = Type ? new Type() : ctx?.mapAsMap ? /* @__PURE__ */ new Map() : {};
        if (ctx?.onCreate)
          ctx.onCreate(map);
        for (const item of this.items)
          addPairToJSMap.addPairToJSMap(ctx, map, item);
        return map;
      }
      toString(ctx, onComment, onChompKeep) {
        if (!ctx)
          return JSON.stringify(this);
        for (const item of this.items) {
          if (!identity.isPair(item))
            throw new Error(`Map items must all be pairs; found ${JSON.stringify(item)} instead`);
        }
        if (!ctx.allNullValues && this.hasAllNullValues(false))
          ctx = Object.assign({}, ctx, { allNullValues: true });
        return stringifyCollection.stringifyCollection(this, ctx, {
          blockItemPrefix: "",
          flowChars: { start: "{", end: "}" },
          itemIndent: ctx.indent || "",
          onChompKeep,
          onComment
        });
      }
    };
    exports.YAMLMap = YAMLMap;
    exports.findPair = findPair;
  }
});

// node_modules/yaml/dist/schema/common/map.js
var require_map = __commonJS({
  "node_modules/yaml/dist/schema/common/map.js"(exports) {
    "use strict";
    var identity = require_identity();
    var YAMLMap = require_YAMLMap();
    var map = {
      collection: "map",
      default: true,
      nodeClass: YAMLMap.YAMLMap,
      tag: "tag:yaml.org,2002:map",
      resolve(map2, onError) {
        if (!identity.isMap(map2))
          onError("Expected a mapping for this tag");
        return map2;
      },
      createNode: (schema, obj, ctx) => YAMLMap.YAMLMap.from(schema, obj, ctx)
    };
    exports.map = map;
  }
});

// node_modules/yaml/dist/nodes/YAMLSeq.js
var require_YAMLSeq = __commonJS({
  "node_modules/yaml/dist/nodes/YAMLSeq.js"(exports) {
    "use strict";
    var createNode = require_createNode();
    var stringifyCollection = require_stringifyCollection();
    var Collection = require_Collection();
    var identity = require_identity();
    var Scalar = require_Scalar();
    var toJS = require_toJS();
    var YAMLSeq = class extends Collection.Collection {
      static get tagName() {
        return "tag:yaml.org,2002:seq";
      }
      constructor(schema) {
        super(identity.SEQ, schema);
        this.items = [];
      }
      add(value) {
        this.items.push(value);
      }
      /**
       * Removes a value from the collection.
       *
       * `key` must contain a representation of an integer for this to succeed.
       * It may be wrapped in a `Scalar`.
       *
       * @returns `true` if the item was found and removed.
       */
      delete(key) {
        const idx = asItemIndex(key);
        if (typeof idx !== "number")
          return false;
        const del = this.items.splice(idx, 1);
        return del.length > 0;
      }
      get(key, keepScalar) {
        const idx = asItemIndex(key);
        if (typeof idx !== "number")
          return void 0;
        const it = this.items[idx];
        return !keepScalar && identity.isScalar(it) ? it.value : it;
      }
      /**
       * Checks if the collection includes a value with the key `key`.
       *
       * `key` must contain a representation of an integer for this to succeed.
       * It may be wrapped in a `Scalar`.
       */
      has(key) {
        const idx = asItemIndex(key);
        return typeof idx === "number" && idx < this.items.length;
      }
      /**
       * Sets a value in this collection. For `!!set`, `value` needs to be a
       * boolean to add/remove the item from the set.
       *
       * If `key` does not contain a representation of an integer, this will throw.
       * It may be wrapped in a `Scalar`.
       */
      set(key, value) {
        const idx = asItemIndex(key);
        if (typeof idx !== "number")
          throw new Error(`Expected a valid index, not ${key}.`);
        const prev = this.items[idx];
        if (identity.isScalar(prev) && Scalar.isScalarValue(value))
          prev.value = value;
        else
          this.items[idx] = value;
      }
      toJSON(_, ctx) {
        const seq = [];
        if (ctx?.onCreate)
          ctx.onCreate(seq);
        let i = 0;
        for (const item of this.items)
          seq.push(toJS.toJS(item, String(i++), ctx));
        return seq;
      }
      toString(ctx, onComment, onChompKeep) {
        if (!ctx)
          return JSON.stringify(this);
        return stringifyCollection.stringifyCollection(this, ctx, {
          blockItemPrefix: "- ",
          flowChars: { start: "[", end: "]" },
          itemIndent: (ctx.indent || "") + "  ",
          onChompKeep,
          onComment
        });
      }
      static from(schema, obj, ctx) {
        const { replacer } = ctx;
        const seq = new this(schema);
        if (obj && Symbol.iterator in Object(obj)) {
          let i = 0;
          for (let it of obj) {
            if (typeof replacer === "function") {
              const key = obj instanceof Set ? it : String(i++);
              it = replacer.call(obj, key, it);
            }
            seq.items.push(createNode.createNode(it, void 0, ctx));
          }
        }
        return seq;
      }
    };
    function asItemIndex(key) {
      let idx = identity.isScalar(key) ? key.value : key;
      if (idx && typeof idx === "string")
        idx = Number(idx);
      return typeof idx === "number" && Number.isInteger(idx) && idx >= 0 ? idx : null;
    }
    exports.YAMLSeq = YAMLSeq;
  }
});

// node_modules/yaml/dist/schema/common/seq.js
var require_seq = __commonJS({
  "node_modules/yaml/dist/schema/common/seq.js"(exports) {
    "use strict";
    var identity = require_identity();
    var YAMLSeq = require_YAMLSeq();
    var seq = {
      collection: "seq",
      default: true,
      nodeClass: YAMLSeq.YAMLSeq,
      tag: "tag:yaml.org,2002:seq",
      resolve(seq2, onError) {
        if (!identity.isSeq(seq2))
          onError("Expected a sequence for this tag");
        return seq2;
      },
      createNode: (schema, obj, ctx) => YAMLSeq.YAMLSeq.from(schema, obj, ctx)
    };
    exports.seq = seq;
  }
});

// node_modules/yaml/dist/schema/common/string.js
var require_string = __commonJS({
  "node_modules/yaml/dist/schema/common/string.js"(exports) {
    "use strict";
    var stringifyString = require_stringifyString();
    var string = {
      identify: (value) => typeof value === "string",
      default: true,
      tag: "tag:yaml.org,2002:str",
      resolve: (str3) => str3,
      stringify(item, ctx, onComment, onChompKeep) {
        ctx = Object.assign({ actualString: true }, ctx);
        return stringifyString.stringifyString(item, ctx, onComment, onChompKeep);
      }
    };
    exports.string = string;
  }
});

// node_modules/yaml/dist/schema/common/null.js
var require_null = __commonJS({
  "node_modules/yaml/dist/schema/common/null.js"(exports) {
    "use strict";
    var Scalar = require_Scalar();
    var nullTag = {
      identify: (value) => value == null,
      createNode: () => new Scalar.Scalar(null),
      default: true,
      tag: "tag:yaml.org,2002:null",
      test: /^(?:~|[Nn]ull|NULL)?$/,
      resolve: () => new Scalar.Scalar(null),
      stringify: ({ source }, ctx) => typeof source === "string" && nullTag.test.test(source) ? source : ctx.options.nullStr
    };
    exports.nullTag = nullTag;
  }
});

// node_modules/yaml/dist/schema/core/bool.js
var require_bool = __commonJS({
  "node_modules/yaml/dist/schema/core/bool.js"(exports) {
    "use strict";
    var Scalar = require_Scalar();
    var boolTag = {
      identify: (value) => typeof value === "boolean",
      default: true,
      tag: "tag:yaml.org,2002:bool",
      test: /^(?:[Tt]rue|TRUE|[Ff]alse|FALSE)$/,
      resolve: (str3) => new Scalar.Scalar(str3[0] === "t" || str3[0] === "T"),
      stringify({ source, value }, ctx) {
        if (source && boolTag.test.test(source)) {
          const sv = source[0] === "t" || source[0] === "T";
          if (value === sv)
            return source;
        }
        return value ? ctx.options.trueStr : ctx.options.falseStr;
      }
    };
    exports.boolTag = boolTag;
  }
});

// node_modules/yaml/dist/stringify/stringifyNumber.js
var require_stringifyNumber = __commonJS({
  "node_modules/yaml/dist/stringify/stringifyNumber.js"(exports) {
    "use strict";
    function stringifyNumber({ format, minFractionDigits, tag, value }) {
      if (typeof value === "bigint")
        return String(value);
      const num = typeof value === "number" ? value : Number(value);
      if (!isFinite(num))
        return isNaN(num) ? ".nan" : num < 0 ? "-.inf" : ".inf";
      let n = Object.is(value, -0) ? "-0" : JSON.stringify(value);
      if (!format && minFractionDigits && (!tag || tag === "tag:yaml.org,2002:float") && /^-?\d/.test(n) && !n.includes("e")) {
        let i = n.indexOf(".");
        if (i < 0) {
          i = n.length;
          n += ".";
        }
        let d = minFractionDigits - (n.length - i - 1);
        while (d-- > 0)
          n += "0";
      }
      return n;
    }
    exports.stringifyNumber = stringifyNumber;
  }
});

// node_modules/yaml/dist/schema/core/float.js
var require_float = __commonJS({
  "node_modules/yaml/dist/schema/core/float.js"(exports) {
    "use strict";
    var Scalar = require_Scalar();
    var stringifyNumber = require_stringifyNumber();
    var floatNaN = {
      identify: (value) => typeof value === "number",
      default: true,
      tag: "tag:yaml.org,2002:float",
      test: /^(?:[-+]?\.(?:inf|Inf|INF)|\.nan|\.NaN|\.NAN)$/,
      resolve: (str3) => str3.slice(-3).toLowerCase() === "nan" ? NaN : str3[0] === "-" ? Number.NEGATIVE_INFINITY : Number.POSITIVE_INFINITY,
      stringify: stringifyNumber.stringifyNumber
    };
    var floatExp = {
      identify: (value) => typeof value === "number",
      default: true,
      tag: "tag:yaml.org,2002:float",
      format: "EXP",
      test: /^[-+]?(?:\.[0-9]+|[0-9]+(?:\.[0-9]*)?)[eE][-+]?[0-9]+$/,
      resolve: (str3) => parseFloat(str3),
      stringify(node) {
        const num = Number(node.value);
        return isFinite(num) ? num.toExponential() : stringifyNumber.stringifyNumber(node);
      }
    };
    var float = {
      identify: (value) => typeof value === "number",
      default: true,
      tag: "tag:yaml.org,2002:float",
      test: /^[-+]?(?:\.[0-9]+|[0-9]+\.[0-9]*)$/,
      resolve(str3) {
        const node = new Scalar.Scalar(parseFloat(str3));
        const dot = str3.indexOf(".");
        if (dot !== -1 && str3[str3.length - 1] === "0")
          node.minFractionDigits = str3.length - dot - 1;
        return node;
      },
      stringify: stringifyNumber.stringifyNumber
    };
    exports.float = float;
    exports.floatExp = floatExp;
    exports.floatNaN = floatNaN;
  }
});

// node_modules/yaml/dist/schema/core/int.js
var require_int = __commonJS({
  "node_modules/yaml/dist/schema/core/int.js"(exports) {
    "use strict";
    var stringifyNumber = require_stringifyNumber();
    var intIdentify = (value) => typeof value === "bigint" || Number.isInteger(value);
    var intResolve = (str3, offset, radix, { intAsBigInt }) => intAsBigInt ? BigInt(str3) : parseInt(str3.substring(offset), radix);
    function intStringify(node, radix, prefix) {
      const { value } = node;
      if (intIdentify(value) && value >= 0)
        return prefix + value.toString(radix);
      return stringifyNumber.stringifyNumber(node);
    }
    var intOct = {
      identify: (value) => intIdentify(value) && value >= 0,
      default: true,
      tag: "tag:yaml.org,2002:int",
      format: "OCT",
      test: /^0o[0-7]+$/,
      resolve: (str3, _onError, opt) => intResolve(str3, 2, 8, opt),
      stringify: (node) => intStringify(node, 8, "0o")
    };
    var int2 = {
      identify: intIdentify,
      default: true,
      tag: "tag:yaml.org,2002:int",
      test: /^[-+]?[0-9]+$/,
      resolve: (str3, _onError, opt) => intResolve(str3, 0, 10, opt),
      stringify: stringifyNumber.stringifyNumber
    };
    var intHex = {
      identify: (value) => intIdentify(value) && value >= 0,
      default: true,
      tag: "tag:yaml.org,2002:int",
      format: "HEX",
      test: /^0x[0-9a-fA-F]+$/,
      resolve: (str3, _onError, opt) => intResolve(str3, 2, 16, opt),
      stringify: (node) => intStringify(node, 16, "0x")
    };
    exports.int = int2;
    exports.intHex = intHex;
    exports.intOct = intOct;
  }
});

// node_modules/yaml/dist/schema/core/schema.js
var require_schema = __commonJS({
  "node_modules/yaml/dist/schema/core/schema.js"(exports) {
    "use strict";
    var map = require_map();
    var _null = require_null();
    var seq = require_seq();
    var string = require_string();
    var bool2 = require_bool();
    var float = require_float();
    var int2 = require_int();
    var schema = [
      map.map,
      seq.seq,
      string.string,
      _null.nullTag,
      bool2.boolTag,
      int2.intOct,
      int2.int,
      int2.intHex,
      float.floatNaN,
      float.floatExp,
      float.float
    ];
    exports.schema = schema;
  }
});

// node_modules/yaml/dist/schema/json/schema.js
var require_schema2 = __commonJS({
  "node_modules/yaml/dist/schema/json/schema.js"(exports) {
    "use strict";
    var Scalar = require_Scalar();
    var map = require_map();
    var seq = require_seq();
    function intIdentify(value) {
      return typeof value === "bigint" || Number.isInteger(value);
    }
    var stringifyJSON = ({ value }) => JSON.stringify(value);
    var jsonScalars = [
      {
        identify: (value) => typeof value === "string",
        default: true,
        tag: "tag:yaml.org,2002:str",
        resolve: (str3) => str3,
        stringify: stringifyJSON
      },
      {
        identify: (value) => value == null,
        createNode: () => new Scalar.Scalar(null),
        default: true,
        tag: "tag:yaml.org,2002:null",
        test: /^null$/,
        resolve: () => null,
        stringify: stringifyJSON
      },
      {
        identify: (value) => typeof value === "boolean",
        default: true,
        tag: "tag:yaml.org,2002:bool",
        test: /^true$|^false$/,
        resolve: (str3) => str3 === "true",
        stringify: stringifyJSON
      },
      {
        identify: intIdentify,
        default: true,
        tag: "tag:yaml.org,2002:int",
        test: /^-?(?:0|[1-9][0-9]*)$/,
        resolve: (str3, _onError, { intAsBigInt }) => intAsBigInt ? BigInt(str3) : parseInt(str3, 10),
        stringify: ({ value }) => intIdentify(value) ? value.toString() : JSON.stringify(value)
      },
      {
        identify: (value) => typeof value === "number",
        default: true,
        tag: "tag:yaml.org,2002:float",
        test: /^-?(?:0|[1-9][0-9]*)(?:\.[0-9]*)?(?:[eE][-+]?[0-9]+)?$/,
        resolve: (str3) => parseFloat(str3),
        stringify: stringifyJSON
      }
    ];
    var jsonError = {
      default: true,
      tag: "",
      test: /^/,
      resolve(str3, onError) {
        onError(`Unresolved plain scalar ${JSON.stringify(str3)}`);
        return str3;
      }
    };
    var schema = [map.map, seq.seq].concat(jsonScalars, jsonError);
    exports.schema = schema;
  }
});

// node_modules/yaml/dist/schema/yaml-1.1/binary.js
var require_binary = __commonJS({
  "node_modules/yaml/dist/schema/yaml-1.1/binary.js"(exports) {
    "use strict";
    var node_buffer = __require("buffer");
    var Scalar = require_Scalar();
    var stringifyString = require_stringifyString();
    var binary = {
      identify: (value) => value instanceof Uint8Array,
      // Buffer inherits from Uint8Array
      default: false,
      tag: "tag:yaml.org,2002:binary",
      /**
       * Returns a Buffer in node and an Uint8Array in browsers
       *
       * To use the resulting buffer as an image, you'll want to do something like:
       *
       *   const blob = new Blob([buffer], { type: 'image/jpeg' })
       *   document.querySelector('#photo').src = URL.createObjectURL(blob)
       */
      resolve(src, onError) {
        if (typeof node_buffer.Buffer === "function") {
          return node_buffer.Buffer.from(src, "base64");
        } else if (typeof atob === "function") {
          const str3 = atob(src.replace(/[\n\r]/g, ""));
          const buffer = new Uint8Array(str3.length);
          for (let i = 0; i < str3.length; ++i)
            buffer[i] = str3.charCodeAt(i);
          return buffer;
        } else {
          onError("This environment does not support reading binary tags; either Buffer or atob is required");
          return src;
        }
      },
      stringify({ comment: comment2, type, value }, ctx, onComment, onChompKeep) {
        if (!value)
          return "";
        const buf = value;
        let str3;
        if (typeof node_buffer.Buffer === "function") {
          str3 = buf instanceof node_buffer.Buffer ? buf.toString("base64") : node_buffer.Buffer.from(buf.buffer).toString("base64");
        } else if (typeof btoa === "function") {
          let s = "";
          for (let i = 0; i < buf.length; ++i)
            s += String.fromCharCode(buf[i]);
          str3 = btoa(s);
        } else {
          throw new Error("This environment does not support writing binary tags; either Buffer or btoa is required");
        }
        type ?? (type = Scalar.Scalar.BLOCK_LITERAL);
        if (type !== Scalar.Scalar.QUOTE_DOUBLE) {
          const lineWidth = Math.max(ctx.options.lineWidth - ctx.indent.length, ctx.options.minContentWidth);
          const n = Math.ceil(str3.length / lineWidth);
          const lines = new Array(n);
          for (let i = 0, o = 0; i < n; ++i, o += lineWidth) {
            lines[i] = str3.substr(o, lineWidth);
          }
          str3 = lines.join(type === Scalar.Scalar.BLOCK_LITERAL ? "\n" : " ");
        }
        return stringifyString.stringifyString({ comment: comment2, type, value: str3 }, ctx, onComment, onChompKeep);
      }
    };
    exports.binary = binary;
  }
});

// node_modules/yaml/dist/schema/yaml-1.1/pairs.js
var require_pairs = __commonJS({
  "node_modules/yaml/dist/schema/yaml-1.1/pairs.js"(exports) {
    "use strict";
    var identity = require_identity();
    var Pair = require_Pair();
    var Scalar = require_Scalar();
    var YAMLSeq = require_YAMLSeq();
    function resolvePairs(seq, onError) {
      if (identity.isSeq(seq)) {
        for (let i = 0; i < seq.items.length; ++i) {
          let item = seq.items[i];
          if (identity.isPair(item))
            continue;
          else if (identity.isMap(item)) {
            if (item.items.length > 1)
              onError("Each pair must have its own sequence indicator");
            const pair = item.items[0] || new Pair.Pair(new Scalar.Scalar(null));
            if (item.commentBefore)
              pair.key.commentBefore = pair.key.commentBefore ? `${item.commentBefore}
${pair.key.commentBefore}` : item.commentBefore;
            if (item.comment) {
              const cn = pair.value ?? pair.key;
              cn.comment = cn.comment ? `${item.comment}
${cn.comment}` : item.comment;
            }
            item = pair;
          }
          seq.items[i] = identity.isPair(item) ? item : new Pair.Pair(item);
        }
      } else
        onError("Expected a sequence for this tag");
      return seq;
    }
    function createPairs(schema, iterable, ctx) {
      const { replacer } = ctx;
      const pairs2 = new YAMLSeq.YAMLSeq(schema);
      pairs2.tag = "tag:yaml.org,2002:pairs";
      let i = 0;
      if (iterable && Symbol.iterator in Object(iterable))
        for (let it of iterable) {
          if (typeof replacer === "function")
            it = replacer.call(iterable, String(i++), it);
          let key, value;
          if (Array.isArray(it)) {
            if (it.length === 2) {
              key = it[0];
              value = it[1];
            } else
              throw new TypeError(`Expected [key, value] tuple: ${it}`);
          } else if (it && it instanceof Object) {
            const keys = Object.keys(it);
            if (keys.length === 1) {
              key = keys[0];
              value = it[key];
            } else {
              throw new TypeError(`Expected tuple with one key, not ${keys.length} keys`);
            }
          } else {
            key = it;
          }
          pairs2.items.push(Pair.createPair(key, value, ctx));
        }
      return pairs2;
    }
    var pairs = {
      collection: "seq",
      default: false,
      tag: "tag:yaml.org,2002:pairs",
      resolve: resolvePairs,
      createNode: createPairs
    };
    exports.createPairs = createPairs;
    exports.pairs = pairs;
    exports.resolvePairs = resolvePairs;
  }
});

// node_modules/yaml/dist/schema/yaml-1.1/omap.js
var require_omap = __commonJS({
  "node_modules/yaml/dist/schema/yaml-1.1/omap.js"(exports) {
    "use strict";
    var identity = require_identity();
    var toJS = require_toJS();
    var YAMLMap = require_YAMLMap();
    var YAMLSeq = require_YAMLSeq();
    var pairs = require_pairs();
    var YAMLOMap = class _YAMLOMap extends YAMLSeq.YAMLSeq {
      constructor() {
        super();
        this.add = YAMLMap.YAMLMap.prototype.add.bind(this);
        this.delete = YAMLMap.YAMLMap.prototype.delete.bind(this);
        this.get = YAMLMap.YAMLMap.prototype.get.bind(this);
        this.has = YAMLMap.YAMLMap.prototype.has.bind(this);
        this.set = YAMLMap.YAMLMap.prototype.set.bind(this);
        this.tag = _YAMLOMap.tag;
      }
      /**
       * If `ctx` is given, the return type is actually `Map<unknown, unknown>`,
       * but TypeScript won't allow widening the signature of a child method.
       */
      toJSON(_, ctx) {
        if (!ctx)
          return super.toJSON(_);
        const map = /* @__PURE__ */ new Map();
        if (ctx?.onCreate)
          ctx.onCreate(map);
        for (const pair of this.items) {
          let key, value;
          if (identity.isPair(pair)) {
            key = toJS.toJS(pair.key, "", ctx);
            value = toJS.toJS(pair.value, key, ctx);
          } else {
            key = toJS.toJS(pair, "", ctx);
          }
          if (map.has(key))
            throw new Error("Ordered maps must not include duplicate keys");
          map.set(key, value);
        }
        return map;
      }
      static from(schema, iterable, ctx) {
        const pairs$1 = pairs.createPairs(schema, iterable, ctx);
        const omap2 = new this();
        omap2.items = pairs$1.items;
        return omap2;
      }
    };
    YAMLOMap.tag = "tag:yaml.org,2002:omap";
    var omap = {
      collection: "seq",
      identify: (value) => value instanceof Map,
      nodeClass: YAMLOMap,
      default: false,
      tag: "tag:yaml.org,2002:omap",
      resolve(seq, onError) {
        const pairs$1 = pairs.resolvePairs(seq, onError);
        const seenKeys = [];
        for (const { key } of pairs$1.items) {
          if (identity.isScalar(key)) {
            if (seenKeys.includes(key.value)) {
              onError(`Ordered maps must not include duplicate keys: ${key.value}`);
            } else {
              seenKeys.push(key.value);
            }
          }
        }
        return Object.assign(new YAMLOMap(), pairs$1);
      },
      createNode: (schema, iterable, ctx) => YAMLOMap.from(schema, iterable, ctx)
    };
    exports.YAMLOMap = YAMLOMap;
    exports.omap = omap;
  }
});

// node_modules/yaml/dist/schema/yaml-1.1/bool.js
var require_bool2 = __commonJS({
  "node_modules/yaml/dist/schema/yaml-1.1/bool.js"(exports) {
    "use strict";
    var Scalar = require_Scalar();
    function boolStringify({ value, source }, ctx) {
      const boolObj = value ? trueTag : falseTag;
      if (source && boolObj.test.test(source))
        return source;
      return value ? ctx.options.trueStr : ctx.options.falseStr;
    }
    var trueTag = {
      identify: (value) => value === true,
      default: true,
      tag: "tag:yaml.org,2002:bool",
      test: /^(?:Y|y|[Yy]es|YES|[Tt]rue|TRUE|[Oo]n|ON)$/,
      resolve: () => new Scalar.Scalar(true),
      stringify: boolStringify
    };
    var falseTag = {
      identify: (value) => value === false,
      default: true,
      tag: "tag:yaml.org,2002:bool",
      test: /^(?:N|n|[Nn]o|NO|[Ff]alse|FALSE|[Oo]ff|OFF)$/,
      resolve: () => new Scalar.Scalar(false),
      stringify: boolStringify
    };
    exports.falseTag = falseTag;
    exports.trueTag = trueTag;
  }
});

// node_modules/yaml/dist/schema/yaml-1.1/float.js
var require_float2 = __commonJS({
  "node_modules/yaml/dist/schema/yaml-1.1/float.js"(exports) {
    "use strict";
    var Scalar = require_Scalar();
    var stringifyNumber = require_stringifyNumber();
    var floatNaN = {
      identify: (value) => typeof value === "number",
      default: true,
      tag: "tag:yaml.org,2002:float",
      test: /^(?:[-+]?\.(?:inf|Inf|INF)|\.nan|\.NaN|\.NAN)$/,
      resolve: (str3) => str3.slice(-3).toLowerCase() === "nan" ? NaN : str3[0] === "-" ? Number.NEGATIVE_INFINITY : Number.POSITIVE_INFINITY,
      stringify: stringifyNumber.stringifyNumber
    };
    var floatExp = {
      identify: (value) => typeof value === "number",
      default: true,
      tag: "tag:yaml.org,2002:float",
      format: "EXP",
      test: /^[-+]?(?:[0-9][0-9_]*)?(?:\.[0-9_]*)?[eE][-+]?[0-9]+$/,
      resolve: (str3) => parseFloat(str3.replace(/_/g, "")),
      stringify(node) {
        const num = Number(node.value);
        return isFinite(num) ? num.toExponential() : stringifyNumber.stringifyNumber(node);
      }
    };
    var float = {
      identify: (value) => typeof value === "number",
      default: true,
      tag: "tag:yaml.org,2002:float",
      test: /^[-+]?(?:[0-9][0-9_]*)?\.[0-9_]*$/,
      resolve(str3) {
        const node = new Scalar.Scalar(parseFloat(str3.replace(/_/g, "")));
        const dot = str3.indexOf(".");
        if (dot !== -1) {
          const f = str3.substring(dot + 1).replace(/_/g, "");
          if (f[f.length - 1] === "0")
            node.minFractionDigits = f.length;
        }
        return node;
      },
      stringify: stringifyNumber.stringifyNumber
    };
    exports.float = float;
    exports.floatExp = floatExp;
    exports.floatNaN = floatNaN;
  }
});

// node_modules/yaml/dist/schema/yaml-1.1/int.js
var require_int2 = __commonJS({
  "node_modules/yaml/dist/schema/yaml-1.1/int.js"(exports) {
    "use strict";
    var stringifyNumber = require_stringifyNumber();
    var intIdentify = (value) => typeof value === "bigint" || Number.isInteger(value);
    function intResolve(str3, offset, radix, { intAsBigInt }) {
      const sign = str3[0];
      if (sign === "-" || sign === "+")
        offset += 1;
      str3 = str3.substring(offset).replace(/_/g, "");
      if (intAsBigInt) {
        switch (radix) {
          case 2:
            str3 = `0b${str3}`;
            break;
          case 8:
            str3 = `0o${str3}`;
            break;
          case 16:
            str3 = `0x${str3}`;
            break;
        }
        const n2 = BigInt(str3);
        return sign === "-" ? BigInt(-1) * n2 : n2;
      }
      const n = parseInt(str3, radix);
      return sign === "-" ? -1 * n : n;
    }
    function intStringify(node, radix, prefix) {
      const { value } = node;
      if (intIdentify(value)) {
        const str3 = value.toString(radix);
        return value < 0 ? "-" + prefix + str3.substr(1) : prefix + str3;
      }
      return stringifyNumber.stringifyNumber(node);
    }
    var intBin = {
      identify: intIdentify,
      default: true,
      tag: "tag:yaml.org,2002:int",
      format: "BIN",
      test: /^[-+]?0b[0-1_]+$/,
      resolve: (str3, _onError, opt) => intResolve(str3, 2, 2, opt),
      stringify: (node) => intStringify(node, 2, "0b")
    };
    var intOct = {
      identify: intIdentify,
      default: true,
      tag: "tag:yaml.org,2002:int",
      format: "OCT",
      test: /^[-+]?0[0-7_]+$/,
      resolve: (str3, _onError, opt) => intResolve(str3, 1, 8, opt),
      stringify: (node) => intStringify(node, 8, "0")
    };
    var int2 = {
      identify: intIdentify,
      default: true,
      tag: "tag:yaml.org,2002:int",
      test: /^[-+]?[0-9][0-9_]*$/,
      resolve: (str3, _onError, opt) => intResolve(str3, 0, 10, opt),
      stringify: stringifyNumber.stringifyNumber
    };
    var intHex = {
      identify: intIdentify,
      default: true,
      tag: "tag:yaml.org,2002:int",
      format: "HEX",
      test: /^[-+]?0x[0-9a-fA-F_]+$/,
      resolve: (str3, _onError, opt) => intResolve(str3, 2, 16, opt),
      stringify: (node) => intStringify(node, 16, "0x")
    };
    exports.int = int2;
    exports.intBin = intBin;
    exports.intHex = intHex;
    exports.intOct = intOct;
  }
});

// node_modules/yaml/dist/schema/yaml-1.1/set.js
var require_set = __commonJS({
  "node_modules/yaml/dist/schema/yaml-1.1/set.js"(exports) {
    "use strict";
    var identity = require_identity();
    var Pair = require_Pair();
    var YAMLMap = require_YAMLMap();
    var YAMLSet = class _YAMLSet extends YAMLMap.YAMLMap {
      constructor(schema) {
        super(schema);
        this.tag = _YAMLSet.tag;
      }
      add(key) {
        let pair;
        if (identity.isPair(key))
          pair = key;
        else if (key && typeof key === "object" && "key" in key && "value" in key && key.value === null)
          pair = new Pair.Pair(key.key, null);
        else
          pair = new Pair.Pair(key, null);
        const prev = YAMLMap.findPair(this.items, pair.key);
        if (!prev)
          this.items.push(pair);
      }
      /**
       * If `keepPair` is `true`, returns the Pair matching `key`.
       * Otherwise, returns the value of that Pair's key.
       */
      get(key, keepPair) {
        const pair = YAMLMap.findPair(this.items, key);
        return !keepPair && identity.isPair(pair) ? identity.isScalar(pair.key) ? pair.key.value : pair.key : pair;
      }
      set(key, value) {
        if (typeof value !== "boolean")
          throw new Error(`Expected boolean value for set(key, value) in a YAML set, not ${typeof value}`);
        const prev = YAMLMap.findPair(this.items, key);
        if (prev && !value) {
          this.items.splice(this.items.indexOf(prev), 1);
        } else if (!prev && value) {
          this.items.push(new Pair.Pair(key));
        }
      }
      toJSON(_, ctx) {
        return super.toJSON(_, ctx, Set);
      }
      toString(ctx, onComment, onChompKeep) {
        if (!ctx)
          return JSON.stringify(this);
        if (this.hasAllNullValues(true))
          return super.toString(Object.assign({}, ctx, { allNullValues: true }), onComment, onChompKeep);
        else
          throw new Error("Set items must all have null values");
      }
      static from(schema, iterable, ctx) {
        const { replacer } = ctx;
        const set2 = new this(schema);
        if (iterable && Symbol.iterator in Object(iterable))
          for (let value of iterable) {
            if (typeof replacer === "function")
              value = replacer.call(iterable, value, value);
            set2.items.push(Pair.createPair(value, null, ctx));
          }
        return set2;
      }
    };
    YAMLSet.tag = "tag:yaml.org,2002:set";
    var set = {
      collection: "map",
      identify: (value) => value instanceof Set,
      nodeClass: YAMLSet,
      default: false,
      tag: "tag:yaml.org,2002:set",
      createNode: (schema, iterable, ctx) => YAMLSet.from(schema, iterable, ctx),
      resolve(map, onError) {
        if (identity.isMap(map)) {
          if (map.hasAllNullValues(true))
            return Object.assign(new YAMLSet(), map);
          else
            onError("Set items must all have null values");
        } else
          onError("Expected a mapping for this tag");
        return map;
      }
    };
    exports.YAMLSet = YAMLSet;
    exports.set = set;
  }
});

// node_modules/yaml/dist/schema/yaml-1.1/timestamp.js
var require_timestamp = __commonJS({
  "node_modules/yaml/dist/schema/yaml-1.1/timestamp.js"(exports) {
    "use strict";
    var stringifyNumber = require_stringifyNumber();
    function parseSexagesimal(str3, asBigInt) {
      const sign = str3[0];
      const parts = sign === "-" || sign === "+" ? str3.substring(1) : str3;
      const num = (n) => asBigInt ? BigInt(n) : Number(n);
      const res = parts.replace(/_/g, "").split(":").reduce((res2, p) => res2 * num(60) + num(p), num(0));
      return sign === "-" ? num(-1) * res : res;
    }
    function stringifySexagesimal(node) {
      let { value } = node;
      let num = (n) => n;
      if (typeof value === "bigint")
        num = (n) => BigInt(n);
      else if (isNaN(value) || !isFinite(value))
        return stringifyNumber.stringifyNumber(node);
      let sign = "";
      if (value < 0) {
        sign = "-";
        value *= num(-1);
      }
      const _60 = num(60);
      const parts = [value % _60];
      if (value < 60) {
        parts.unshift(0);
      } else {
        value = (value - parts[0]) / _60;
        parts.unshift(value % _60);
        if (value >= 60) {
          value = (value - parts[0]) / _60;
          parts.unshift(value);
        }
      }
      return sign + parts.map((n) => String(n).padStart(2, "0")).join(":").replace(/000000\d*$/, "");
    }
    var intTime = {
      identify: (value) => typeof value === "bigint" || Number.isInteger(value),
      default: true,
      tag: "tag:yaml.org,2002:int",
      format: "TIME",
      test: /^[-+]?[0-9][0-9_]*(?::[0-5]?[0-9])+$/,
      resolve: (str3, _onError, { intAsBigInt }) => parseSexagesimal(str3, intAsBigInt),
      stringify: stringifySexagesimal
    };
    var floatTime = {
      identify: (value) => typeof value === "number",
      default: true,
      tag: "tag:yaml.org,2002:float",
      format: "TIME",
      test: /^[-+]?[0-9][0-9_]*(?::[0-5]?[0-9])+\.[0-9_]*$/,
      resolve: (str3) => parseSexagesimal(str3, false),
      stringify: stringifySexagesimal
    };
    var timestamp = {
      identify: (value) => value instanceof Date,
      default: true,
      tag: "tag:yaml.org,2002:timestamp",
      // If the time zone is omitted, the timestamp is assumed to be specified in UTC. The time part
      // may be omitted altogether, resulting in a date format. In such a case, the time part is
      // assumed to be 00:00:00Z (start of day, UTC).
      test: RegExp("^([0-9]{4})-([0-9]{1,2})-([0-9]{1,2})(?:(?:t|T|[ \\t]+)([0-9]{1,2}):([0-9]{1,2}):([0-9]{1,2}(\\.[0-9]+)?)(?:[ \\t]*(Z|[-+][012]?[0-9](?::[0-9]{2})?))?)?$"),
      resolve(str3) {
        const match = str3.match(timestamp.test);
        if (!match)
          throw new Error("!!timestamp expects a date, starting with yyyy-mm-dd");
        const [, year, month, day, hour, minute, second] = match.map(Number);
        const millisec = match[7] ? Number((match[7] + "00").substr(1, 3)) : 0;
        let date = Date.UTC(year, month - 1, day, hour || 0, minute || 0, second || 0, millisec);
        const tz = match[8];
        if (tz && tz !== "Z") {
          let d = parseSexagesimal(tz, false);
          if (Math.abs(d) < 30)
            d *= 60;
          date -= 6e4 * d;
        }
        return new Date(date);
      },
      stringify: ({ value }) => value?.toISOString().replace(/(T00:00:00)?\.000Z$/, "") ?? ""
    };
    exports.floatTime = floatTime;
    exports.intTime = intTime;
    exports.timestamp = timestamp;
  }
});

// node_modules/yaml/dist/schema/yaml-1.1/schema.js
var require_schema3 = __commonJS({
  "node_modules/yaml/dist/schema/yaml-1.1/schema.js"(exports) {
    "use strict";
    var map = require_map();
    var _null = require_null();
    var seq = require_seq();
    var string = require_string();
    var binary = require_binary();
    var bool2 = require_bool2();
    var float = require_float2();
    var int2 = require_int2();
    var merge = require_merge();
    var omap = require_omap();
    var pairs = require_pairs();
    var set = require_set();
    var timestamp = require_timestamp();
    var schema = [
      map.map,
      seq.seq,
      string.string,
      _null.nullTag,
      bool2.trueTag,
      bool2.falseTag,
      int2.intBin,
      int2.intOct,
      int2.int,
      int2.intHex,
      float.floatNaN,
      float.floatExp,
      float.float,
      binary.binary,
      merge.merge,
      omap.omap,
      pairs.pairs,
      set.set,
      timestamp.intTime,
      timestamp.floatTime,
      timestamp.timestamp
    ];
    exports.schema = schema;
  }
});

// node_modules/yaml/dist/schema/tags.js
var require_tags = __commonJS({
  "node_modules/yaml/dist/schema/tags.js"(exports) {
    "use strict";
    var map = require_map();
    var _null = require_null();
    var seq = require_seq();
    var string = require_string();
    var bool2 = require_bool();
    var float = require_float();
    var int2 = require_int();
    var schema = require_schema();
    var schema$1 = require_schema2();
    var binary = require_binary();
    var merge = require_merge();
    var omap = require_omap();
    var pairs = require_pairs();
    var schema$2 = require_schema3();
    var set = require_set();
    var timestamp = require_timestamp();
    var schemas = /* @__PURE__ */ new Map([
      ["core", schema.schema],
      ["failsafe", [map.map, seq.seq, string.string]],
      ["json", schema$1.schema],
      ["yaml11", schema$2.schema],
      ["yaml-1.1", schema$2.schema]
    ]);
    var tagsByName = {
      binary: binary.binary,
      bool: bool2.boolTag,
      float: float.float,
      floatExp: float.floatExp,
      floatNaN: float.floatNaN,
      floatTime: timestamp.floatTime,
      int: int2.int,
      intHex: int2.intHex,
      intOct: int2.intOct,
      intTime: timestamp.intTime,
      map: map.map,
      merge: merge.merge,
      null: _null.nullTag,
      omap: omap.omap,
      pairs: pairs.pairs,
      seq: seq.seq,
      set: set.set,
      timestamp: timestamp.timestamp
    };
    var coreKnownTags = {
      "tag:yaml.org,2002:binary": binary.binary,
      "tag:yaml.org,2002:merge": merge.merge,
      "tag:yaml.org,2002:omap": omap.omap,
      "tag:yaml.org,2002:pairs": pairs.pairs,
      "tag:yaml.org,2002:set": set.set,
      "tag:yaml.org,2002:timestamp": timestamp.timestamp
    };
    function getTags(customTags, schemaName, addMergeTag) {
      const schemaTags = schemas.get(schemaName);
      if (schemaTags && !customTags) {
        return addMergeTag && !schemaTags.includes(merge.merge) ? schemaTags.concat(merge.merge) : schemaTags.slice();
      }
      let tags = schemaTags;
      if (!tags) {
        if (Array.isArray(customTags))
          tags = [];
        else {
          const keys = Array.from(schemas.keys()).filter((key) => key !== "yaml11").map((key) => JSON.stringify(key)).join(", ");
          throw new Error(`Unknown schema "${schemaName}"; use one of ${keys} or define customTags array`);
        }
      }
      if (Array.isArray(customTags)) {
        for (const tag of customTags)
          tags = tags.concat(tag);
      } else if (typeof customTags === "function") {
        tags = customTags(tags.slice());
      }
      if (addMergeTag)
        tags = tags.concat(merge.merge);
      return tags.reduce((tags2, tag) => {
        const tagObj = typeof tag === "string" ? tagsByName[tag] : tag;
        if (!tagObj) {
          const tagName = JSON.stringify(tag);
          const keys = Object.keys(tagsByName).map((key) => JSON.stringify(key)).join(", ");
          throw new Error(`Unknown custom tag ${tagName}; use one of ${keys}`);
        }
        if (!tags2.includes(tagObj))
          tags2.push(tagObj);
        return tags2;
      }, []);
    }
    exports.coreKnownTags = coreKnownTags;
    exports.getTags = getTags;
  }
});

// node_modules/yaml/dist/schema/Schema.js
var require_Schema = __commonJS({
  "node_modules/yaml/dist/schema/Schema.js"(exports) {
    "use strict";
    var identity = require_identity();
    var map = require_map();
    var seq = require_seq();
    var string = require_string();
    var tags = require_tags();
    var sortMapEntriesByKey = (a, b) => a.key < b.key ? -1 : a.key > b.key ? 1 : 0;
    var Schema = class _Schema {
      constructor({ compat, customTags, merge, resolveKnownTags, schema, sortMapEntries, toStringDefaults }) {
        this.compat = Array.isArray(compat) ? tags.getTags(compat, "compat") : compat ? tags.getTags(null, compat) : null;
        this.name = typeof schema === "string" && schema || "core";
        this.knownTags = resolveKnownTags ? tags.coreKnownTags : {};
        this.tags = tags.getTags(customTags, this.name, merge);
        this.toStringOptions = toStringDefaults ?? null;
        Object.defineProperty(this, identity.MAP, { value: map.map });
        Object.defineProperty(this, identity.SCALAR, { value: string.string });
        Object.defineProperty(this, identity.SEQ, { value: seq.seq });
        this.sortMapEntries = typeof sortMapEntries === "function" ? sortMapEntries : sortMapEntries === true ? sortMapEntriesByKey : null;
      }
      clone() {
        const copy = Object.create(_Schema.prototype, Object.getOwnPropertyDescriptors(this));
        copy.tags = this.tags.slice();
        return copy;
      }
    };
    exports.Schema = Schema;
  }
});

// node_modules/yaml/dist/stringify/stringifyDocument.js
var require_stringifyDocument = __commonJS({
  "node_modules/yaml/dist/stringify/stringifyDocument.js"(exports) {
    "use strict";
    var identity = require_identity();
    var stringify = require_stringify();
    var stringifyComment = require_stringifyComment();
    function stringifyDocument(doc, options) {
      const lines = [];
      let hasDirectives = options.directives === true;
      if (options.directives !== false && doc.directives) {
        const dir = doc.directives.toString(doc);
        if (dir) {
          lines.push(dir);
          hasDirectives = true;
        } else if (doc.directives.docStart)
          hasDirectives = true;
      }
      if (hasDirectives)
        lines.push("---");
      const ctx = stringify.createStringifyContext(doc, options);
      const { commentString } = ctx.options;
      if (doc.commentBefore) {
        if (lines.length !== 1)
          lines.unshift("");
        const cs = commentString(doc.commentBefore);
        lines.unshift(stringifyComment.indentComment(cs, ""));
      }
      let chompKeep = false;
      let contentComment = null;
      if (doc.contents) {
        if (identity.isNode(doc.contents)) {
          if (doc.contents.spaceBefore && hasDirectives)
            lines.push("");
          if (doc.contents.commentBefore) {
            const cs = commentString(doc.contents.commentBefore);
            lines.push(stringifyComment.indentComment(cs, ""));
          }
          ctx.forceBlockIndent = !!doc.comment;
          contentComment = doc.contents.comment;
        }
        const onChompKeep = contentComment ? void 0 : () => chompKeep = true;
        let body = stringify.stringify(doc.contents, ctx, () => contentComment = null, onChompKeep);
        if (contentComment)
          body += stringifyComment.lineComment(body, "", commentString(contentComment));
        if ((body[0] === "|" || body[0] === ">") && lines[lines.length - 1] === "---") {
          lines[lines.length - 1] = `--- ${body}`;
        } else
          lines.push(body);
      } else {
        lines.push(stringify.stringify(doc.contents, ctx));
      }
      if (doc.directives?.docEnd) {
        if (doc.comment) {
          const cs = commentString(doc.comment);
          if (cs.includes("\n")) {
            lines.push("...");
            lines.push(stringifyComment.indentComment(cs, ""));
          } else {
            lines.push(`... ${cs}`);
          }
        } else {
          lines.push("...");
        }
      } else {
        let dc = doc.comment;
        if (dc && chompKeep)
          dc = dc.replace(/^\n+/, "");
        if (dc) {
          if ((!chompKeep || contentComment) && lines[lines.length - 1] !== "")
            lines.push("");
          lines.push(stringifyComment.indentComment(commentString(dc), ""));
        }
      }
      return lines.join("\n") + "\n";
    }
    exports.stringifyDocument = stringifyDocument;
  }
});

// node_modules/yaml/dist/doc/Document.js
var require_Document = __commonJS({
  "node_modules/yaml/dist/doc/Document.js"(exports) {
    "use strict";
    var Alias = require_Alias();
    var Collection = require_Collection();
    var identity = require_identity();
    var Pair = require_Pair();
    var toJS = require_toJS();
    var Schema = require_Schema();
    var stringifyDocument = require_stringifyDocument();
    var anchors = require_anchors();
    var applyReviver = require_applyReviver();
    var createNode = require_createNode();
    var directives = require_directives();
    var Document = class _Document {
      constructor(value, replacer, options) {
        this.commentBefore = null;
        this.comment = null;
        this.errors = [];
        this.warnings = [];
        Object.defineProperty(this, identity.NODE_TYPE, { value: identity.DOC });
        let _replacer = null;
        if (typeof replacer === "function" || Array.isArray(replacer)) {
          _replacer = replacer;
        } else if (options === void 0 && replacer) {
          options = replacer;
          replacer = void 0;
        }
        const opt = Object.assign({
          intAsBigInt: false,
          keepSourceTokens: false,
          logLevel: "warn",
          prettyErrors: true,
          strict: true,
          stringKeys: false,
          uniqueKeys: true,
          version: "1.2"
        }, options);
        this.options = opt;
        let { version } = opt;
        if (options?._directives) {
          this.directives = options._directives.atDocument();
          if (this.directives.yaml.explicit)
            version = this.directives.yaml.version;
        } else
          this.directives = new directives.Directives({ version });
        this.setSchema(version, options);
        this.contents = value === void 0 ? null : this.createNode(value, _replacer, options);
      }
      /**
       * Create a deep copy of this Document and its contents.
       *
       * Custom Node values that inherit from `Object` still refer to their original instances.
       */
      clone() {
        const copy = Object.create(_Document.prototype, {
          [identity.NODE_TYPE]: { value: identity.DOC }
        });
        copy.commentBefore = this.commentBefore;
        copy.comment = this.comment;
        copy.errors = this.errors.slice();
        copy.warnings = this.warnings.slice();
        copy.options = Object.assign({}, this.options);
        if (this.directives)
          copy.directives = this.directives.clone();
        copy.schema = this.schema.clone();
        copy.contents = identity.isNode(this.contents) ? this.contents.clone(copy.schema) : this.contents;
        if (this.range)
          copy.range = this.range.slice();
        return copy;
      }
      /** Adds a value to the document. */
      add(value) {
        if (assertCollection(this.contents))
          this.contents.add(value);
      }
      /** Adds a value to the document. */
      addIn(path7, value) {
        if (assertCollection(this.contents))
          this.contents.addIn(path7, value);
      }
      /**
       * Create a new `Alias` node, ensuring that the target `node` has the required anchor.
       *
       * If `node` already has an anchor, `name` is ignored.
       * Otherwise, the `node.anchor` value will be set to `name`,
       * or if an anchor with that name is already present in the document,
       * `name` will be used as a prefix for a new unique anchor.
       * If `name` is undefined, the generated anchor will use 'a' as a prefix.
       */
      createAlias(node, name) {
        if (!node.anchor) {
          const prev = anchors.anchorNames(this);
          node.anchor = // eslint-disable-next-line @typescript-eslint/prefer-nullish-coalescing
          !name || prev.has(name) ? anchors.findNewAnchor(name || "a", prev) : name;
        }
        return new Alias.Alias(node.anchor);
      }
      createNode(value, replacer, options) {
        let _replacer = void 0;
        if (typeof replacer === "function") {
          value = replacer.call({ "": value }, "", value);
          _replacer = replacer;
        } else if (Array.isArray(replacer)) {
          const keyToStr = (v) => typeof v === "number" || v instanceof String || v instanceof Number;
          const asStr = replacer.filter(keyToStr).map(String);
          if (asStr.length > 0)
            replacer = replacer.concat(asStr);
          _replacer = replacer;
        } else if (options === void 0 && replacer) {
          options = replacer;
          replacer = void 0;
        }
        const { aliasDuplicateObjects, anchorPrefix, flow, keepUndefined, onTagObj, tag } = options ?? {};
        const { onAnchor, setAnchors, sourceObjects } = anchors.createNodeAnchors(
          this,
          // eslint-disable-next-line @typescript-eslint/prefer-nullish-coalescing
          anchorPrefix || "a"
        );
        const ctx = {
          aliasDuplicateObjects: aliasDuplicateObjects ?? true,
          keepUndefined: keepUndefined ?? false,
          onAnchor,
          onTagObj,
          replacer: _replacer,
          schema: this.schema,
          sourceObjects
        };
        const node = createNode.createNode(value, tag, ctx);
        if (flow && identity.isCollection(node))
          node.flow = true;
        setAnchors();
        return node;
      }
      /**
       * Convert a key and a value into a `Pair` using the current schema,
       * recursively wrapping all values as `Scalar` or `Collection` nodes.
       */
      createPair(key, value, options = {}) {
        const k = this.createNode(key, null, options);
        const v = this.createNode(value, null, options);
        return new Pair.Pair(k, v);
      }
      /**
       * Removes a value from the document.
       * @returns `true` if the item was found and removed.
       */
      delete(key) {
        return assertCollection(this.contents) ? this.contents.delete(key) : false;
      }
      /**
       * Removes a value from the document.
       * @returns `true` if the item was found and removed.
       */
      deleteIn(path7) {
        if (Collection.isEmptyPath(path7)) {
          if (this.contents == null)
            return false;
          this.contents = null;
          return true;
        }
        return assertCollection(this.contents) ? this.contents.deleteIn(path7) : false;
      }
      /**
       * Returns item at `key`, or `undefined` if not found. By default unwraps
       * scalar values from their surrounding node; to disable set `keepScalar` to
       * `true` (collections are always returned intact).
       */
      get(key, keepScalar) {
        return identity.isCollection(this.contents) ? this.contents.get(key, keepScalar) : void 0;
      }
      /**
       * Returns item at `path`, or `undefined` if not found. By default unwraps
       * scalar values from their surrounding node; to disable set `keepScalar` to
       * `true` (collections are always returned intact).
       */
      getIn(path7, keepScalar) {
        if (Collection.isEmptyPath(path7))
          return !keepScalar && identity.isScalar(this.contents) ? this.contents.value : this.contents;
        return identity.isCollection(this.contents) ? this.contents.getIn(path7, keepScalar) : void 0;
      }
      /**
       * Checks if the document includes a value with the key `key`.
       */
      has(key) {
        return identity.isCollection(this.contents) ? this.contents.has(key) : false;
      }
      /**
       * Checks if the document includes a value at `path`.
       */
      hasIn(path7) {
        if (Collection.isEmptyPath(path7))
          return this.contents !== void 0;
        return identity.isCollection(this.contents) ? this.contents.hasIn(path7) : false;
      }
      /**
       * Sets a value in this document. For `!!set`, `value` needs to be a
       * boolean to add/remove the item from the set.
       */
      set(key, value) {
        if (this.contents == null) {
          this.contents = Collection.collectionFromPath(this.schema, [key], value);
        } else if (assertCollection(this.contents)) {
          this.contents.set(key, value);
        }
      }
      /**
       * Sets a value in this document. For `!!set`, `value` needs to be a
       * boolean to add/remove the item from the set.
       */
      setIn(path7, value) {
        if (Collection.isEmptyPath(path7)) {
          this.contents = value;
        } else if (this.contents == null) {
          this.contents = Collection.collectionFromPath(this.schema, Array.from(path7), value);
        } else if (assertCollection(this.contents)) {
          this.contents.setIn(path7, value);
        }
      }
      /**
       * Change the YAML version and schema used by the document.
       * A `null` version disables support for directives, explicit tags, anchors, and aliases.
       * It also requires the `schema` option to be given as a `Schema` instance value.
       *
       * Overrides all previously set schema options.
       */
      setSchema(version, options = {}) {
        if (typeof version === "number")
          version = String(version);
        let opt;
        switch (version) {
          case "1.1":
            if (this.directives)
              this.directives.yaml.version = "1.1";
            else
              this.directives = new directives.Directives({ version: "1.1" });
            opt = { resolveKnownTags: false, schema: "yaml-1.1" };
            break;
          case "1.2":
          case "next":
            if (this.directives)
              this.directives.yaml.version = version;
            else
              this.directives = new directives.Directives({ version });
            opt = { resolveKnownTags: true, schema: "core" };
            break;
          case null:
            if (this.directives)
              delete this.directives;
            opt = null;
            break;
          default: {
            const sv = JSON.stringify(version);
            throw new Error(`Expected '1.1', '1.2' or null as first argument, but found: ${sv}`);
          }
        }
        if (options.schema instanceof Object)
          this.schema = options.schema;
        else if (opt)
          this.schema = new Schema.Schema(Object.assign(opt, options));
        else
          throw new Error(`With a null YAML version, the { schema: Schema } option is required`);
      }
      // json & jsonArg are only used from toJSON()
      toJS({ json, jsonArg, mapAsMap, maxAliasCount, onAnchor, reviver } = {}) {
        const ctx = {
          anchors: /* @__PURE__ */ new Map(),
          doc: this,
          keep: !json,
          mapAsMap: mapAsMap === true,
          mapKeyWarned: false,
          maxAliasCount: typeof maxAliasCount === "number" ? maxAliasCount : 100
        };
        const res = toJS.toJS(this.contents, jsonArg ?? "", ctx);
        if (typeof onAnchor === "function")
          for (const { count, res: res2 } of ctx.anchors.values())
            onAnchor(res2, count);
        return typeof reviver === "function" ? applyReviver.applyReviver(reviver, { "": res }, "", res) : res;
      }
      /**
       * A JSON representation of the document `contents`.
       *
       * @param jsonArg Used by `JSON.stringify` to indicate the array index or
       *   property name.
       */
      toJSON(jsonArg, onAnchor) {
        return this.toJS({ json: true, jsonArg, mapAsMap: false, onAnchor });
      }
      /** A YAML representation of the document. */
      toString(options = {}) {
        if (this.errors.length > 0)
          throw new Error("Document with errors cannot be stringified");
        if ("indent" in options && (!Number.isInteger(options.indent) || Number(options.indent) <= 0)) {
          const s = JSON.stringify(options.indent);
          throw new Error(`"indent" option must be a positive integer, not ${s}`);
        }
        return stringifyDocument.stringifyDocument(this, options);
      }
    };
    function assertCollection(contents) {
      if (identity.isCollection(contents))
        return true;
      throw new Error("Expected a YAML collection as document contents");
    }
    exports.Document = Document;
  }
});

// node_modules/yaml/dist/errors.js
var require_errors = __commonJS({
  "node_modules/yaml/dist/errors.js"(exports) {
    "use strict";
    var YAMLError = class extends Error {
      constructor(name, pos, code, message) {
        super();
        this.name = name;
        this.code = code;
        this.message = message;
        this.pos = pos;
      }
    };
    var YAMLParseError = class extends YAMLError {
      constructor(pos, code, message) {
        super("YAMLParseError", pos, code, message);
      }
    };
    var YAMLWarning = class extends YAMLError {
      constructor(pos, code, message) {
        super("YAMLWarning", pos, code, message);
      }
    };
    var prettifyError = (src, lc) => (error2) => {
      if (error2.pos[0] === -1)
        return;
      error2.linePos = error2.pos.map((pos) => lc.linePos(pos));
      const { line, col } = error2.linePos[0];
      error2.message += ` at line ${line}, column ${col}`;
      let ci = col - 1;
      let lineStr = src.substring(lc.lineStarts[line - 1], lc.lineStarts[line]).replace(/[\n\r]+$/, "");
      if (ci >= 60 && lineStr.length > 80) {
        const trimStart = Math.min(ci - 39, lineStr.length - 79);
        lineStr = "\u2026" + lineStr.substring(trimStart);
        ci -= trimStart - 1;
      }
      if (lineStr.length > 80)
        lineStr = lineStr.substring(0, 79) + "\u2026";
      if (line > 1 && /^ *$/.test(lineStr.substring(0, ci))) {
        let prev = src.substring(lc.lineStarts[line - 2], lc.lineStarts[line - 1]);
        if (prev.length > 80)
          prev = prev.substring(0, 79) + "\u2026\n";
        lineStr = prev + lineStr;
      }
      if (/[^ ]/.test(lineStr)) {
        let count = 1;
        const end = error2.linePos[1];
        if (end?.line === line && end.col > col) {
          count = Math.max(1, Math.min(end.col - col, 80 - ci));
        }
        const pointer = " ".repeat(ci) + "^".repeat(count);
        error2.message += `:

${lineStr}
${pointer}
`;
      }
    };
    exports.YAMLError = YAMLError;
    exports.YAMLParseError = YAMLParseError;
    exports.YAMLWarning = YAMLWarning;
    exports.prettifyError = prettifyError;
  }
});

// node_modules/yaml/dist/compose/resolve-props.js
var require_resolve_props = __commonJS({
  "node_modules/yaml/dist/compose/resolve-props.js"(exports) {
    "use strict";
    function resolveProps(tokens, { flow, indicator, next, offset, onError, parentIndent, startOnNewline }) {
      let spaceBefore = false;
      let atNewline = startOnNewline;
      let hasSpace = startOnNewline;
      let comment2 = "";
      let commentSep = "";
      let hasNewline = false;
      let reqSpace = false;
      let tab = null;
      let anchor = null;
      let tag = null;
      let newlineAfterProp = null;
      let comma = null;
      let found = null;
      let start = null;
      for (const token of tokens) {
        if (reqSpace) {
          if (token.type !== "space" && token.type !== "newline" && token.type !== "comma")
            onError(token.offset, "MISSING_CHAR", "Tags and anchors must be separated from the next token by white space");
          reqSpace = false;
        }
        if (tab) {
          if (atNewline && token.type !== "comment" && token.type !== "newline") {
            onError(tab, "TAB_AS_INDENT", "Tabs are not allowed as indentation");
          }
          tab = null;
        }
        switch (token.type) {
          case "space":
            if (!flow && (indicator !== "doc-start" || next?.type !== "flow-collection") && token.source.includes("	")) {
              tab = token;
            }
            hasSpace = true;
            break;
          case "comment": {
            if (!hasSpace)
              onError(token, "MISSING_CHAR", "Comments must be separated from other tokens by white space characters");
            const cb = token.source.substring(1) || " ";
            if (!comment2)
              comment2 = cb;
            else
              comment2 += commentSep + cb;
            commentSep = "";
            atNewline = false;
            break;
          }
          case "newline":
            if (atNewline) {
              if (comment2)
                comment2 += token.source;
              else if (!found || indicator !== "seq-item-ind")
                spaceBefore = true;
            } else
              commentSep += token.source;
            atNewline = true;
            hasNewline = true;
            if (anchor || tag)
              newlineAfterProp = token;
            hasSpace = true;
            break;
          case "anchor":
            if (anchor)
              onError(token, "MULTIPLE_ANCHORS", "A node can have at most one anchor");
            if (token.source.endsWith(":"))
              onError(token.offset + token.source.length - 1, "BAD_ALIAS", "Anchor ending in : is ambiguous", true);
            anchor = token;
            start ?? (start = token.offset);
            atNewline = false;
            hasSpace = false;
            reqSpace = true;
            break;
          case "tag": {
            if (tag)
              onError(token, "MULTIPLE_TAGS", "A node can have at most one tag");
            tag = token;
            start ?? (start = token.offset);
            atNewline = false;
            hasSpace = false;
            reqSpace = true;
            break;
          }
          case indicator:
            if (anchor || tag)
              onError(token, "BAD_PROP_ORDER", `Anchors and tags must be after the ${token.source} indicator`);
            if (found)
              onError(token, "UNEXPECTED_TOKEN", `Unexpected ${token.source} in ${flow ?? "collection"}`);
            found = token;
            atNewline = indicator === "seq-item-ind" || indicator === "explicit-key-ind";
            hasSpace = false;
            break;
          case "comma":
            if (flow) {
              if (comma)
                onError(token, "UNEXPECTED_TOKEN", `Unexpected , in ${flow}`);
              comma = token;
              atNewline = false;
              hasSpace = false;
              break;
            }
          // else fallthrough
          default:
            onError(token, "UNEXPECTED_TOKEN", `Unexpected ${token.type} token`);
            atNewline = false;
            hasSpace = false;
        }
      }
      const last = tokens[tokens.length - 1];
      const end = last ? last.offset + last.source.length : offset;
      if (reqSpace && next && next.type !== "space" && next.type !== "newline" && next.type !== "comma" && (next.type !== "scalar" || next.source !== "")) {
        onError(next.offset, "MISSING_CHAR", "Tags and anchors must be separated from the next token by white space");
      }
      if (tab && (atNewline && tab.indent <= parentIndent || next?.type === "block-map" || next?.type === "block-seq"))
        onError(tab, "TAB_AS_INDENT", "Tabs are not allowed as indentation");
      return {
        comma,
        found,
        spaceBefore,
        comment: comment2,
        hasNewline,
        anchor,
        tag,
        newlineAfterProp,
        end,
        start: start ?? end
      };
    }
    exports.resolveProps = resolveProps;
  }
});

// node_modules/yaml/dist/compose/util-contains-newline.js
var require_util_contains_newline = __commonJS({
  "node_modules/yaml/dist/compose/util-contains-newline.js"(exports) {
    "use strict";
    function containsNewline(key) {
      if (!key)
        return null;
      switch (key.type) {
        case "alias":
        case "scalar":
        case "double-quoted-scalar":
        case "single-quoted-scalar":
          if (key.source.includes("\n"))
            return true;
          if (key.end) {
            for (const st of key.end)
              if (st.type === "newline")
                return true;
          }
          return false;
        case "flow-collection":
          for (const it of key.items) {
            for (const st of it.start)
              if (st.type === "newline")
                return true;
            if (it.sep) {
              for (const st of it.sep)
                if (st.type === "newline")
                  return true;
            }
            if (containsNewline(it.key) || containsNewline(it.value))
              return true;
          }
          return false;
        default:
          return true;
      }
    }
    exports.containsNewline = containsNewline;
  }
});

// node_modules/yaml/dist/compose/util-flow-indent-check.js
var require_util_flow_indent_check = __commonJS({
  "node_modules/yaml/dist/compose/util-flow-indent-check.js"(exports) {
    "use strict";
    var utilContainsNewline = require_util_contains_newline();
    function flowIndentCheck(indent, fc, onError) {
      if (fc?.type === "flow-collection") {
        const end = fc.end[0];
        if (end.indent === indent && (end.source === "]" || end.source === "}") && utilContainsNewline.containsNewline(fc)) {
          const msg = "Flow end indicator should be more indented than parent";
          onError(end, "BAD_INDENT", msg, true);
        }
      }
    }
    exports.flowIndentCheck = flowIndentCheck;
  }
});

// node_modules/yaml/dist/compose/util-map-includes.js
var require_util_map_includes = __commonJS({
  "node_modules/yaml/dist/compose/util-map-includes.js"(exports) {
    "use strict";
    var identity = require_identity();
    function mapIncludes(ctx, items, search) {
      const { uniqueKeys } = ctx.options;
      if (uniqueKeys === false)
        return false;
      const isEqual = typeof uniqueKeys === "function" ? uniqueKeys : (a, b) => a === b || identity.isScalar(a) && identity.isScalar(b) && a.value === b.value;
      return items.some((pair) => isEqual(pair.key, search));
    }
    exports.mapIncludes = mapIncludes;
  }
});

// node_modules/yaml/dist/compose/resolve-block-map.js
var require_resolve_block_map = __commonJS({
  "node_modules/yaml/dist/compose/resolve-block-map.js"(exports) {
    "use strict";
    var Pair = require_Pair();
    var YAMLMap = require_YAMLMap();
    var resolveProps = require_resolve_props();
    var utilContainsNewline = require_util_contains_newline();
    var utilFlowIndentCheck = require_util_flow_indent_check();
    var utilMapIncludes = require_util_map_includes();
    var startColMsg = "All mapping items must start at the same column";
    function resolveBlockMap({ composeNode, composeEmptyNode }, ctx, bm, onError, tag) {
      const NodeClass = tag?.nodeClass ?? YAMLMap.YAMLMap;
      const map = new NodeClass(ctx.schema);
      if (ctx.atRoot)
        ctx.atRoot = false;
      let offset = bm.offset;
      let commentEnd = null;
      for (const collItem of bm.items) {
        const { start, key, sep: sep2, value } = collItem;
        const keyProps = resolveProps.resolveProps(start, {
          indicator: "explicit-key-ind",
          next: key ?? sep2?.[0],
          offset,
          onError,
          parentIndent: bm.indent,
          startOnNewline: true
        });
        const implicitKey = !keyProps.found;
        if (implicitKey) {
          if (key) {
            if (key.type === "block-seq")
              onError(offset, "BLOCK_AS_IMPLICIT_KEY", "A block sequence may not be used as an implicit map key");
            else if ("indent" in key && key.indent !== bm.indent)
              onError(offset, "BAD_INDENT", startColMsg);
          }
          if (!keyProps.anchor && !keyProps.tag && !sep2) {
            commentEnd = keyProps.end;
            if (keyProps.comment) {
              if (map.comment)
                map.comment += "\n" + keyProps.comment;
              else
                map.comment = keyProps.comment;
            }
            continue;
          }
          if (keyProps.newlineAfterProp || utilContainsNewline.containsNewline(key)) {
            onError(key ?? start[start.length - 1], "MULTILINE_IMPLICIT_KEY", "Implicit keys need to be on a single line");
          }
        } else if (keyProps.found?.indent !== bm.indent) {
          onError(offset, "BAD_INDENT", startColMsg);
        }
        ctx.atKey = true;
        const keyStart = keyProps.end;
        const keyNode = key ? composeNode(ctx, key, keyProps, onError) : composeEmptyNode(ctx, keyStart, start, null, keyProps, onError);
        if (ctx.schema.compat)
          utilFlowIndentCheck.flowIndentCheck(bm.indent, key, onError);
        ctx.atKey = false;
        if (utilMapIncludes.mapIncludes(ctx, map.items, keyNode))
          onError(keyStart, "DUPLICATE_KEY", "Map keys must be unique");
        const valueProps = resolveProps.resolveProps(sep2 ?? [], {
          indicator: "map-value-ind",
          next: value,
          offset: keyNode.range[2],
          onError,
          parentIndent: bm.indent,
          startOnNewline: !key || key.type === "block-scalar"
        });
        offset = valueProps.end;
        if (valueProps.found) {
          if (implicitKey) {
            if (value?.type === "block-map" && !valueProps.hasNewline)
              onError(offset, "BLOCK_AS_IMPLICIT_KEY", "Nested mappings are not allowed in compact mappings");
            if (ctx.options.strict && keyProps.start < valueProps.found.offset - 1024)
              onError(keyNode.range, "KEY_OVER_1024_CHARS", "The : indicator must be at most 1024 chars after the start of an implicit block mapping key");
          }
          const valueNode = value ? composeNode(ctx, value, valueProps, onError) : composeEmptyNode(ctx, offset, sep2, null, valueProps, onError);
          if (ctx.schema.compat)
            utilFlowIndentCheck.flowIndentCheck(bm.indent, value, onError);
          offset = valueNode.range[2];
          const pair = new Pair.Pair(keyNode, valueNode);
          if (ctx.options.keepSourceTokens)
            pair.srcToken = collItem;
          map.items.push(pair);
        } else {
          if (implicitKey)
            onError(keyNode.range, "MISSING_CHAR", "Implicit map keys need to be followed by map values");
          if (valueProps.comment) {
            if (keyNode.comment)
              keyNode.comment += "\n" + valueProps.comment;
            else
              keyNode.comment = valueProps.comment;
          }
          const pair = new Pair.Pair(keyNode);
          if (ctx.options.keepSourceTokens)
            pair.srcToken = collItem;
          map.items.push(pair);
        }
      }
      if (commentEnd && commentEnd < offset)
        onError(commentEnd, "IMPOSSIBLE", "Map comment with trailing content");
      map.range = [bm.offset, offset, commentEnd ?? offset];
      return map;
    }
    exports.resolveBlockMap = resolveBlockMap;
  }
});

// node_modules/yaml/dist/compose/resolve-block-seq.js
var require_resolve_block_seq = __commonJS({
  "node_modules/yaml/dist/compose/resolve-block-seq.js"(exports) {
    "use strict";
    var YAMLSeq = require_YAMLSeq();
    var resolveProps = require_resolve_props();
    var utilFlowIndentCheck = require_util_flow_indent_check();
    function resolveBlockSeq({ composeNode, composeEmptyNode }, ctx, bs, onError, tag) {
      const NodeClass = tag?.nodeClass ?? YAMLSeq.YAMLSeq;
      const seq = new NodeClass(ctx.schema);
      if (ctx.atRoot)
        ctx.atRoot = false;
      if (ctx.atKey)
        ctx.atKey = false;
      let offset = bs.offset;
      let commentEnd = null;
      for (const { start, value } of bs.items) {
        const props = resolveProps.resolveProps(start, {
          indicator: "seq-item-ind",
          next: value,
          offset,
          onError,
          parentIndent: bs.indent,
          startOnNewline: true
        });
        if (!props.found) {
          if (props.anchor || props.tag || value) {
            if (value?.type === "block-seq")
              onError(props.end, "BAD_INDENT", "All sequence items must start at the same column");
            else
              onError(offset, "MISSING_CHAR", "Sequence item without - indicator");
          } else {
            commentEnd = props.end;
            if (props.comment)
              seq.comment = props.comment;
            continue;
          }
        }
        const node = value ? composeNode(ctx, value, props, onError) : composeEmptyNode(ctx, props.end, start, null, props, onError);
        if (ctx.schema.compat)
          utilFlowIndentCheck.flowIndentCheck(bs.indent, value, onError);
        offset = node.range[2];
        seq.items.push(node);
      }
      seq.range = [bs.offset, offset, commentEnd ?? offset];
      return seq;
    }
    exports.resolveBlockSeq = resolveBlockSeq;
  }
});

// node_modules/yaml/dist/compose/resolve-end.js
var require_resolve_end = __commonJS({
  "node_modules/yaml/dist/compose/resolve-end.js"(exports) {
    "use strict";
    function resolveEnd(end, offset, reqSpace, onError) {
      let comment2 = "";
      if (end) {
        let hasSpace = false;
        let sep2 = "";
        for (const token of end) {
          const { source, type } = token;
          switch (type) {
            case "space":
              hasSpace = true;
              break;
            case "comment": {
              if (reqSpace && !hasSpace)
                onError(token, "MISSING_CHAR", "Comments must be separated from other tokens by white space characters");
              const cb = source.substring(1) || " ";
              if (!comment2)
                comment2 = cb;
              else
                comment2 += sep2 + cb;
              sep2 = "";
              break;
            }
            case "newline":
              if (comment2)
                sep2 += source;
              hasSpace = true;
              break;
            default:
              onError(token, "UNEXPECTED_TOKEN", `Unexpected ${type} at node end`);
          }
          offset += source.length;
        }
      }
      return { comment: comment2, offset };
    }
    exports.resolveEnd = resolveEnd;
  }
});

// node_modules/yaml/dist/compose/resolve-flow-collection.js
var require_resolve_flow_collection = __commonJS({
  "node_modules/yaml/dist/compose/resolve-flow-collection.js"(exports) {
    "use strict";
    var identity = require_identity();
    var Pair = require_Pair();
    var YAMLMap = require_YAMLMap();
    var YAMLSeq = require_YAMLSeq();
    var resolveEnd = require_resolve_end();
    var resolveProps = require_resolve_props();
    var utilContainsNewline = require_util_contains_newline();
    var utilMapIncludes = require_util_map_includes();
    var blockMsg = "Block collections are not allowed within flow collections";
    var isBlock = (token) => token && (token.type === "block-map" || token.type === "block-seq");
    function resolveFlowCollection({ composeNode, composeEmptyNode }, ctx, fc, onError, tag) {
      const isMap2 = fc.start.source === "{";
      const fcName = isMap2 ? "flow map" : "flow sequence";
      const NodeClass = tag?.nodeClass ?? (isMap2 ? YAMLMap.YAMLMap : YAMLSeq.YAMLSeq);
      const coll = new NodeClass(ctx.schema);
      coll.flow = true;
      const atRoot = ctx.atRoot;
      if (atRoot)
        ctx.atRoot = false;
      if (ctx.atKey)
        ctx.atKey = false;
      let offset = fc.offset + fc.start.source.length;
      for (let i = 0; i < fc.items.length; ++i) {
        const collItem = fc.items[i];
        const { start, key, sep: sep2, value } = collItem;
        const props = resolveProps.resolveProps(start, {
          flow: fcName,
          indicator: "explicit-key-ind",
          next: key ?? sep2?.[0],
          offset,
          onError,
          parentIndent: fc.indent,
          startOnNewline: false
        });
        if (!props.found) {
          if (!props.anchor && !props.tag && !sep2 && !value) {
            if (i === 0 && props.comma)
              onError(props.comma, "UNEXPECTED_TOKEN", `Unexpected , in ${fcName}`);
            else if (i < fc.items.length - 1)
              onError(props.start, "UNEXPECTED_TOKEN", `Unexpected empty item in ${fcName}`);
            if (props.comment) {
              if (coll.comment)
                coll.comment += "\n" + props.comment;
              else
                coll.comment = props.comment;
            }
            offset = props.end;
            continue;
          }
          if (!isMap2 && ctx.options.strict && utilContainsNewline.containsNewline(key))
            onError(
              key,
              // checked by containsNewline()
              "MULTILINE_IMPLICIT_KEY",
              "Implicit keys of flow sequence pairs need to be on a single line"
            );
        }
        if (i === 0) {
          if (props.comma)
            onError(props.comma, "UNEXPECTED_TOKEN", `Unexpected , in ${fcName}`);
        } else {
          if (!props.comma)
            onError(props.start, "MISSING_CHAR", `Missing , between ${fcName} items`);
          if (props.comment) {
            let prevItemComment = "";
            loop: for (const st of start) {
              switch (st.type) {
                case "comma":
                case "space":
                  break;
                case "comment":
                  prevItemComment = st.source.substring(1);
                  break loop;
                default:
                  break loop;
              }
            }
            if (prevItemComment) {
              let prev = coll.items[coll.items.length - 1];
              if (identity.isPair(prev))
                prev = prev.value ?? prev.key;
              if (prev.comment)
                prev.comment += "\n" + prevItemComment;
              else
                prev.comment = prevItemComment;
              props.comment = props.comment.substring(prevItemComment.length + 1);
            }
          }
        }
        if (!isMap2 && !sep2 && !props.found) {
          const valueNode = value ? composeNode(ctx, value, props, onError) : composeEmptyNode(ctx, props.end, sep2, null, props, onError);
          coll.items.push(valueNode);
          offset = valueNode.range[2];
          if (isBlock(value))
            onError(valueNode.range, "BLOCK_IN_FLOW", blockMsg);
        } else {
          ctx.atKey = true;
          const keyStart = props.end;
          const keyNode = key ? composeNode(ctx, key, props, onError) : composeEmptyNode(ctx, keyStart, start, null, props, onError);
          if (isBlock(key))
            onError(keyNode.range, "BLOCK_IN_FLOW", blockMsg);
          ctx.atKey = false;
          const valueProps = resolveProps.resolveProps(sep2 ?? [], {
            flow: fcName,
            indicator: "map-value-ind",
            next: value,
            offset: keyNode.range[2],
            onError,
            parentIndent: fc.indent,
            startOnNewline: false
          });
          if (valueProps.found) {
            if (!isMap2 && !props.found && ctx.options.strict) {
              if (sep2)
                for (const st of sep2) {
                  if (st === valueProps.found)
                    break;
                  if (st.type === "newline") {
                    onError(st, "MULTILINE_IMPLICIT_KEY", "Implicit keys of flow sequence pairs need to be on a single line");
                    break;
                  }
                }
              if (props.start < valueProps.found.offset - 1024)
                onError(valueProps.found, "KEY_OVER_1024_CHARS", "The : indicator must be at most 1024 chars after the start of an implicit flow sequence key");
            }
          } else if (value) {
            if ("source" in value && value.source?.[0] === ":")
              onError(value, "MISSING_CHAR", `Missing space after : in ${fcName}`);
            else
              onError(valueProps.start, "MISSING_CHAR", `Missing , or : between ${fcName} items`);
          }
          const valueNode = value ? composeNode(ctx, value, valueProps, onError) : valueProps.found ? composeEmptyNode(ctx, valueProps.end, sep2, null, valueProps, onError) : null;
          if (valueNode) {
            if (isBlock(value))
              onError(valueNode.range, "BLOCK_IN_FLOW", blockMsg);
          } else if (valueProps.comment) {
            if (keyNode.comment)
              keyNode.comment += "\n" + valueProps.comment;
            else
              keyNode.comment = valueProps.comment;
          }
          const pair = new Pair.Pair(keyNode, valueNode);
          if (ctx.options.keepSourceTokens)
            pair.srcToken = collItem;
          if (isMap2) {
            const map = coll;
            if (utilMapIncludes.mapIncludes(ctx, map.items, keyNode))
              onError(keyStart, "DUPLICATE_KEY", "Map keys must be unique");
            map.items.push(pair);
          } else {
            const map = new YAMLMap.YAMLMap(ctx.schema);
            map.flow = true;
            map.items.push(pair);
            const endRange = (valueNode ?? keyNode).range;
            map.range = [keyNode.range[0], endRange[1], endRange[2]];
            coll.items.push(map);
          }
          offset = valueNode ? valueNode.range[2] : valueProps.end;
        }
      }
      const expectedEnd = isMap2 ? "}" : "]";
      const [ce, ...ee] = fc.end;
      let cePos = offset;
      if (ce?.source === expectedEnd)
        cePos = ce.offset + ce.source.length;
      else {
        const name = fcName[0].toUpperCase() + fcName.substring(1);
        const msg = atRoot ? `${name} must end with a ${expectedEnd}` : `${name} in block collection must be sufficiently indented and end with a ${expectedEnd}`;
        onError(offset, atRoot ? "MISSING_CHAR" : "BAD_INDENT", msg);
        if (ce && ce.source.length !== 1)
          ee.unshift(ce);
      }
      if (ee.length > 0) {
        const end = resolveEnd.resolveEnd(ee, cePos, ctx.options.strict, onError);
        if (end.comment) {
          if (coll.comment)
            coll.comment += "\n" + end.comment;
          else
            coll.comment = end.comment;
        }
        coll.range = [fc.offset, cePos, end.offset];
      } else {
        coll.range = [fc.offset, cePos, cePos];
      }
      return coll;
    }
    exports.resolveFlowCollection = resolveFlowCollection;
  }
});

// node_modules/yaml/dist/compose/compose-collection.js
var require_compose_collection = __commonJS({
  "node_modules/yaml/dist/compose/compose-collection.js"(exports) {
    "use strict";
    var identity = require_identity();
    var Scalar = require_Scalar();
    var YAMLMap = require_YAMLMap();
    var YAMLSeq = require_YAMLSeq();
    var resolveBlockMap = require_resolve_block_map();
    var resolveBlockSeq = require_resolve_block_seq();
    var resolveFlowCollection = require_resolve_flow_collection();
    function resolveCollection(CN, ctx, token, onError, tagName, tag) {
      const coll = token.type === "block-map" ? resolveBlockMap.resolveBlockMap(CN, ctx, token, onError, tag) : token.type === "block-seq" ? resolveBlockSeq.resolveBlockSeq(CN, ctx, token, onError, tag) : resolveFlowCollection.resolveFlowCollection(CN, ctx, token, onError, tag);
      const Coll = coll.constructor;
      if (tagName === "!" || tagName === Coll.tagName) {
        coll.tag = Coll.tagName;
        return coll;
      }
      if (tagName)
        coll.tag = tagName;
      return coll;
    }
    function composeCollection(CN, ctx, token, props, onError) {
      const tagToken = props.tag;
      const tagName = !tagToken ? null : ctx.directives.tagName(tagToken.source, (msg) => onError(tagToken, "TAG_RESOLVE_FAILED", msg));
      if (token.type === "block-seq") {
        const { anchor, newlineAfterProp: nl } = props;
        const lastProp = anchor && tagToken ? anchor.offset > tagToken.offset ? anchor : tagToken : anchor ?? tagToken;
        if (lastProp && (!nl || nl.offset < lastProp.offset)) {
          const message = "Missing newline after block sequence props";
          onError(lastProp, "MISSING_CHAR", message);
        }
      }
      const expType = token.type === "block-map" ? "map" : token.type === "block-seq" ? "seq" : token.start.source === "{" ? "map" : "seq";
      if (!tagToken || !tagName || tagName === "!" || tagName === YAMLMap.YAMLMap.tagName && expType === "map" || tagName === YAMLSeq.YAMLSeq.tagName && expType === "seq") {
        return resolveCollection(CN, ctx, token, onError, tagName);
      }
      let tag = ctx.schema.tags.find((t) => t.tag === tagName && t.collection === expType);
      if (!tag) {
        const kt = ctx.schema.knownTags[tagName];
        if (kt?.collection === expType) {
          ctx.schema.tags.push(Object.assign({}, kt, { default: false }));
          tag = kt;
        } else {
          if (kt) {
            onError(tagToken, "BAD_COLLECTION_TYPE", `${kt.tag} used for ${expType} collection, but expects ${kt.collection ?? "scalar"}`, true);
          } else {
            onError(tagToken, "TAG_RESOLVE_FAILED", `Unresolved tag: ${tagName}`, true);
          }
          return resolveCollection(CN, ctx, token, onError, tagName);
        }
      }
      const coll = resolveCollection(CN, ctx, token, onError, tagName, tag);
      const res = tag.resolve?.(coll, (msg) => onError(tagToken, "TAG_RESOLVE_FAILED", msg), ctx.options) ?? coll;
      const node = identity.isNode(res) ? res : new Scalar.Scalar(res);
      node.range = coll.range;
      node.tag = tagName;
      if (tag?.format)
        node.format = tag.format;
      return node;
    }
    exports.composeCollection = composeCollection;
  }
});

// node_modules/yaml/dist/compose/resolve-block-scalar.js
var require_resolve_block_scalar = __commonJS({
  "node_modules/yaml/dist/compose/resolve-block-scalar.js"(exports) {
    "use strict";
    var Scalar = require_Scalar();
    function resolveBlockScalar(ctx, scalar, onError) {
      const start = scalar.offset;
      const header = parseBlockScalarHeader(scalar, ctx.options.strict, onError);
      if (!header)
        return { value: "", type: null, comment: "", range: [start, start, start] };
      const type = header.mode === ">" ? Scalar.Scalar.BLOCK_FOLDED : Scalar.Scalar.BLOCK_LITERAL;
      const lines = scalar.source ? splitLines(scalar.source) : [];
      let chompStart = lines.length;
      for (let i = lines.length - 1; i >= 0; --i) {
        const content2 = lines[i][1];
        if (content2 === "" || content2 === "\r")
          chompStart = i;
        else
          break;
      }
      if (chompStart === 0) {
        const value2 = header.chomp === "+" && lines.length > 0 ? "\n".repeat(Math.max(1, lines.length - 1)) : "";
        let end2 = start + header.length;
        if (scalar.source)
          end2 += scalar.source.length;
        return { value: value2, type, comment: header.comment, range: [start, end2, end2] };
      }
      let trimIndent = scalar.indent + header.indent;
      let offset = scalar.offset + header.length;
      let contentStart = 0;
      for (let i = 0; i < chompStart; ++i) {
        const [indent, content2] = lines[i];
        if (content2 === "" || content2 === "\r") {
          if (header.indent === 0 && indent.length > trimIndent)
            trimIndent = indent.length;
        } else {
          if (indent.length < trimIndent) {
            const message = "Block scalars with more-indented leading empty lines must use an explicit indentation indicator";
            onError(offset + indent.length, "MISSING_CHAR", message);
          }
          if (header.indent === 0)
            trimIndent = indent.length;
          contentStart = i;
          if (trimIndent === 0 && !ctx.atRoot) {
            const message = "Block scalar values in collections must be indented";
            onError(offset, "BAD_INDENT", message);
          }
          break;
        }
        offset += indent.length + content2.length + 1;
      }
      for (let i = lines.length - 1; i >= chompStart; --i) {
        if (lines[i][0].length > trimIndent)
          chompStart = i + 1;
      }
      let value = "";
      let sep2 = "";
      let prevMoreIndented = false;
      for (let i = 0; i < contentStart; ++i)
        value += lines[i][0].slice(trimIndent) + "\n";
      for (let i = contentStart; i < chompStart; ++i) {
        let [indent, content2] = lines[i];
        offset += indent.length + content2.length + 1;
        const crlf = content2[content2.length - 1] === "\r";
        if (crlf)
          content2 = content2.slice(0, -1);
        if (content2 && indent.length < trimIndent) {
          const src = header.indent ? "explicit indentation indicator" : "first line";
          const message = `Block scalar lines must not be less indented than their ${src}`;
          onError(offset - content2.length - (crlf ? 2 : 1), "BAD_INDENT", message);
          indent = "";
        }
        if (type === Scalar.Scalar.BLOCK_LITERAL) {
          value += sep2 + indent.slice(trimIndent) + content2;
          sep2 = "\n";
        } else if (indent.length > trimIndent || content2[0] === "	") {
          if (sep2 === " ")
            sep2 = "\n";
          else if (!prevMoreIndented && sep2 === "\n")
            sep2 = "\n\n";
          value += sep2 + indent.slice(trimIndent) + content2;
          sep2 = "\n";
          prevMoreIndented = true;
        } else if (content2 === "") {
          if (sep2 === "\n")
            value += "\n";
          else
            sep2 = "\n";
        } else {
          value += sep2 + content2;
          sep2 = " ";
          prevMoreIndented = false;
        }
      }
      switch (header.chomp) {
        case "-":
          break;
        case "+":
          for (let i = chompStart; i < lines.length; ++i)
            value += "\n" + lines[i][0].slice(trimIndent);
          if (value[value.length - 1] !== "\n")
            value += "\n";
          break;
        default:
          value += "\n";
      }
      const end = start + header.length + scalar.source.length;
      return { value, type, comment: header.comment, range: [start, end, end] };
    }
    function parseBlockScalarHeader({ offset, props }, strict, onError) {
      if (props[0].type !== "block-scalar-header") {
        onError(props[0], "IMPOSSIBLE", "Block scalar header not found");
        return null;
      }
      const { source } = props[0];
      const mode = source[0];
      let indent = 0;
      let chomp = "";
      let error2 = -1;
      for (let i = 1; i < source.length; ++i) {
        const ch = source[i];
        if (!chomp && (ch === "-" || ch === "+"))
          chomp = ch;
        else {
          const n = Number(ch);
          if (!indent && n)
            indent = n;
          else if (error2 === -1)
            error2 = offset + i;
        }
      }
      if (error2 !== -1)
        onError(error2, "UNEXPECTED_TOKEN", `Block scalar header includes extra characters: ${source}`);
      let hasSpace = false;
      let comment2 = "";
      let length = source.length;
      for (let i = 1; i < props.length; ++i) {
        const token = props[i];
        switch (token.type) {
          case "space":
            hasSpace = true;
          // fallthrough
          case "newline":
            length += token.source.length;
            break;
          case "comment":
            if (strict && !hasSpace) {
              const message = "Comments must be separated from other tokens by white space characters";
              onError(token, "MISSING_CHAR", message);
            }
            length += token.source.length;
            comment2 = token.source.substring(1);
            break;
          case "error":
            onError(token, "UNEXPECTED_TOKEN", token.message);
            length += token.source.length;
            break;
          /* istanbul ignore next should not happen */
          default: {
            const message = `Unexpected token in block scalar header: ${token.type}`;
            onError(token, "UNEXPECTED_TOKEN", message);
            const ts = token.source;
            if (ts && typeof ts === "string")
              length += ts.length;
          }
        }
      }
      return { mode, indent, chomp, comment: comment2, length };
    }
    function splitLines(source) {
      const split = source.split(/\n( *)/);
      const first = split[0];
      const m = first.match(/^( *)/);
      const line0 = m?.[1] ? [m[1], first.slice(m[1].length)] : ["", first];
      const lines = [line0];
      for (let i = 1; i < split.length; i += 2)
        lines.push([split[i], split[i + 1]]);
      return lines;
    }
    exports.resolveBlockScalar = resolveBlockScalar;
  }
});

// node_modules/yaml/dist/compose/resolve-flow-scalar.js
var require_resolve_flow_scalar = __commonJS({
  "node_modules/yaml/dist/compose/resolve-flow-scalar.js"(exports) {
    "use strict";
    var Scalar = require_Scalar();
    var resolveEnd = require_resolve_end();
    function resolveFlowScalar(scalar, strict, onError) {
      const { offset, type, source, end } = scalar;
      let _type;
      let value;
      const _onError = (rel, code, msg) => onError(offset + rel, code, msg);
      switch (type) {
        case "scalar":
          _type = Scalar.Scalar.PLAIN;
          value = plainValue(source, _onError);
          break;
        case "single-quoted-scalar":
          _type = Scalar.Scalar.QUOTE_SINGLE;
          value = singleQuotedValue(source, _onError);
          break;
        case "double-quoted-scalar":
          _type = Scalar.Scalar.QUOTE_DOUBLE;
          value = doubleQuotedValue(source, _onError);
          break;
        /* istanbul ignore next should not happen */
        default:
          onError(scalar, "UNEXPECTED_TOKEN", `Expected a flow scalar value, but found: ${type}`);
          return {
            value: "",
            type: null,
            comment: "",
            range: [offset, offset + source.length, offset + source.length]
          };
      }
      const valueEnd = offset + source.length;
      const re = resolveEnd.resolveEnd(end, valueEnd, strict, onError);
      return {
        value,
        type: _type,
        comment: re.comment,
        range: [offset, valueEnd, re.offset]
      };
    }
    function plainValue(source, onError) {
      let badChar = "";
      switch (source[0]) {
        /* istanbul ignore next should not happen */
        case "	":
          badChar = "a tab character";
          break;
        case ",":
          badChar = "flow indicator character ,";
          break;
        case "%":
          badChar = "directive indicator character %";
          break;
        case "|":
        case ">": {
          badChar = `block scalar indicator ${source[0]}`;
          break;
        }
        case "@":
        case "`": {
          badChar = `reserved character ${source[0]}`;
          break;
        }
      }
      if (badChar)
        onError(0, "BAD_SCALAR_START", `Plain value cannot start with ${badChar}`);
      return unfoldLines(source);
    }
    function singleQuotedValue(source, onError) {
      if (source[source.length - 1] !== "'" || source.length === 1)
        onError(source.length, "MISSING_CHAR", "Missing closing 'quote");
      return unfoldLines(source.slice(1, -1)).replace(/''/g, "'");
    }
    function unfoldLines(source) {
      const line = /(.*?)\r?\n/sy;
      let match = line.exec(source);
      if (!match)
        return source;
      let trimEnd, trimBoth;
      try {
        trimEnd = new RegExp("(?<![ 	])[ 	]+$");
        trimBoth = new RegExp("^[ 	]+|(?<![ 	])[ 	]+$", "g");
      } catch {
        trimEnd = /[ \t]+$/;
        trimBoth = /^[ \t]+|[ \t]+$/g;
      }
      let res = match[1].replace(trimEnd, "");
      let sep2 = " ";
      let pos = line.lastIndex;
      while (match = line.exec(source)) {
        const lm = match[1].replace(trimBoth, "");
        if (lm === "") {
          if (sep2 === "\n")
            res += sep2;
          else
            sep2 = "\n";
        } else {
          res += sep2 + lm;
          sep2 = " ";
        }
        pos = line.lastIndex;
      }
      const last = /[ \t]*(.*)/sy;
      last.lastIndex = pos;
      match = last.exec(source);
      return res + sep2 + (match?.[1] ?? "");
    }
    function doubleQuotedValue(source, onError) {
      let res = "";
      for (let i = 1; i < source.length - 1; ++i) {
        const ch = source[i];
        if (ch === "\r" && source[i + 1] === "\n")
          continue;
        if (ch === "\n") {
          const { fold, offset } = foldNewline(source, i);
          res += fold;
          i = offset;
        } else if (ch === "\\") {
          let next = source[++i];
          const cc = escapeCodes[next];
          if (cc)
            res += cc;
          else if (next === "\n") {
            next = source[i + 1];
            while (next === " " || next === "	")
              next = source[++i + 1];
          } else if (next === "\r" && source[i + 1] === "\n") {
            next = source[++i + 1];
            while (next === " " || next === "	")
              next = source[++i + 1];
          } else if (next === "x" || next === "u" || next === "U") {
            const length = next === "x" ? 2 : next === "u" ? 4 : 8;
            res += parseCharCode(source, i + 1, length, onError);
            i += length;
          } else {
            const raw = source.substr(i - 1, 2);
            onError(i - 1, "BAD_DQ_ESCAPE", `Invalid escape sequence ${raw}`);
            res += raw;
          }
        } else if (ch === " " || ch === "	") {
          const wsStart = i;
          let next = source[i + 1];
          while (next === " " || next === "	")
            next = source[++i + 1];
          if (next !== "\n" && !(next === "\r" && source[i + 2] === "\n"))
            res += i > wsStart ? source.slice(wsStart, i + 1) : ch;
        } else {
          res += ch;
        }
      }
      if (source[source.length - 1] !== '"' || source.length === 1)
        onError(source.length, "MISSING_CHAR", 'Missing closing "quote');
      return res;
    }
    function foldNewline(source, offset) {
      let fold = "";
      let ch = source[offset + 1];
      while (ch === " " || ch === "	" || ch === "\n" || ch === "\r") {
        if (ch === "\r" && source[offset + 2] !== "\n")
          break;
        if (ch === "\n")
          fold += "\n";
        offset += 1;
        ch = source[offset + 1];
      }
      if (!fold)
        fold = " ";
      return { fold, offset };
    }
    var escapeCodes = {
      "0": "\0",
      // null character
      a: "\x07",
      // bell character
      b: "\b",
      // backspace
      e: "\x1B",
      // escape character
      f: "\f",
      // form feed
      n: "\n",
      // line feed
      r: "\r",
      // carriage return
      t: "	",
      // horizontal tab
      v: "\v",
      // vertical tab
      N: "\x85",
      // Unicode next line
      _: "\xA0",
      // Unicode non-breaking space
      L: "\u2028",
      // Unicode line separator
      P: "\u2029",
      // Unicode paragraph separator
      " ": " ",
      '"': '"',
      "/": "/",
      "\\": "\\",
      "	": "	"
    };
    function parseCharCode(source, offset, length, onError) {
      const cc = source.substr(offset, length);
      const ok = cc.length === length && /^[0-9a-fA-F]+$/.test(cc);
      const code = ok ? parseInt(cc, 16) : NaN;
      try {
        return String.fromCodePoint(code);
      } catch {
        const raw = source.substr(offset - 2, length + 2);
        onError(offset - 2, "BAD_DQ_ESCAPE", `Invalid escape sequence ${raw}`);
        return raw;
      }
    }
    exports.resolveFlowScalar = resolveFlowScalar;
  }
});

// node_modules/yaml/dist/compose/compose-scalar.js
var require_compose_scalar = __commonJS({
  "node_modules/yaml/dist/compose/compose-scalar.js"(exports) {
    "use strict";
    var identity = require_identity();
    var Scalar = require_Scalar();
    var resolveBlockScalar = require_resolve_block_scalar();
    var resolveFlowScalar = require_resolve_flow_scalar();
    function composeScalar(ctx, token, tagToken, onError) {
      const { value, type, comment: comment2, range } = token.type === "block-scalar" ? resolveBlockScalar.resolveBlockScalar(ctx, token, onError) : resolveFlowScalar.resolveFlowScalar(token, ctx.options.strict, onError);
      const tagName = tagToken ? ctx.directives.tagName(tagToken.source, (msg) => onError(tagToken, "TAG_RESOLVE_FAILED", msg)) : null;
      let tag;
      if (ctx.options.stringKeys && ctx.atKey) {
        tag = ctx.schema[identity.SCALAR];
      } else if (tagName)
        tag = findScalarTagByName(ctx.schema, value, tagName, tagToken, onError);
      else if (token.type === "scalar")
        tag = findScalarTagByTest(ctx, value, token, onError);
      else
        tag = ctx.schema[identity.SCALAR];
      let scalar;
      try {
        const res = tag.resolve(value, (msg) => onError(tagToken ?? token, "TAG_RESOLVE_FAILED", msg), ctx.options);
        scalar = identity.isScalar(res) ? res : new Scalar.Scalar(res);
      } catch (error2) {
        const msg = error2 instanceof Error ? error2.message : String(error2);
        onError(tagToken ?? token, "TAG_RESOLVE_FAILED", msg);
        scalar = new Scalar.Scalar(value);
      }
      scalar.range = range;
      scalar.source = value;
      if (type)
        scalar.type = type;
      if (tagName)
        scalar.tag = tagName;
      if (tag.format)
        scalar.format = tag.format;
      if (comment2)
        scalar.comment = comment2;
      return scalar;
    }
    function findScalarTagByName(schema, value, tagName, tagToken, onError) {
      if (tagName === "!")
        return schema[identity.SCALAR];
      const matchWithTest = [];
      for (const tag of schema.tags) {
        if (!tag.collection && tag.tag === tagName) {
          if (tag.default && tag.test)
            matchWithTest.push(tag);
          else
            return tag;
        }
      }
      for (const tag of matchWithTest)
        if (tag.test?.test(value))
          return tag;
      const kt = schema.knownTags[tagName];
      if (kt && !kt.collection) {
        schema.tags.push(Object.assign({}, kt, { default: false, test: void 0 }));
        return kt;
      }
      onError(tagToken, "TAG_RESOLVE_FAILED", `Unresolved tag: ${tagName}`, tagName !== "tag:yaml.org,2002:str");
      return schema[identity.SCALAR];
    }
    function findScalarTagByTest({ atKey, directives, schema }, value, token, onError) {
      const tag = schema.tags.find((tag2) => (tag2.default === true || atKey && tag2.default === "key") && tag2.test?.test(value)) || schema[identity.SCALAR];
      if (schema.compat) {
        const compat = schema.compat.find((tag2) => tag2.default && tag2.test?.test(value)) ?? schema[identity.SCALAR];
        if (tag.tag !== compat.tag) {
          const ts = directives.tagString(tag.tag);
          const cs = directives.tagString(compat.tag);
          const msg = `Value may be parsed as either ${ts} or ${cs}`;
          onError(token, "TAG_RESOLVE_FAILED", msg, true);
        }
      }
      return tag;
    }
    exports.composeScalar = composeScalar;
  }
});

// node_modules/yaml/dist/compose/util-empty-scalar-position.js
var require_util_empty_scalar_position = __commonJS({
  "node_modules/yaml/dist/compose/util-empty-scalar-position.js"(exports) {
    "use strict";
    function emptyScalarPosition(offset, before, pos) {
      if (before) {
        pos ?? (pos = before.length);
        for (let i = pos - 1; i >= 0; --i) {
          let st = before[i];
          switch (st.type) {
            case "space":
            case "comment":
            case "newline":
              offset -= st.source.length;
              continue;
          }
          st = before[++i];
          while (st?.type === "space") {
            offset += st.source.length;
            st = before[++i];
          }
          break;
        }
      }
      return offset;
    }
    exports.emptyScalarPosition = emptyScalarPosition;
  }
});

// node_modules/yaml/dist/compose/compose-node.js
var require_compose_node = __commonJS({
  "node_modules/yaml/dist/compose/compose-node.js"(exports) {
    "use strict";
    var Alias = require_Alias();
    var identity = require_identity();
    var composeCollection = require_compose_collection();
    var composeScalar = require_compose_scalar();
    var resolveEnd = require_resolve_end();
    var utilEmptyScalarPosition = require_util_empty_scalar_position();
    var CN = { composeNode, composeEmptyNode };
    function composeNode(ctx, token, props, onError) {
      const atKey = ctx.atKey;
      const { spaceBefore, comment: comment2, anchor, tag } = props;
      let node;
      let isSrcToken = true;
      switch (token.type) {
        case "alias":
          node = composeAlias(ctx, token, onError);
          if (anchor || tag)
            onError(token, "ALIAS_PROPS", "An alias node must not specify any properties");
          break;
        case "scalar":
        case "single-quoted-scalar":
        case "double-quoted-scalar":
        case "block-scalar":
          node = composeScalar.composeScalar(ctx, token, tag, onError);
          if (anchor)
            node.anchor = anchor.source.substring(1);
          break;
        case "block-map":
        case "block-seq":
        case "flow-collection":
          try {
            node = composeCollection.composeCollection(CN, ctx, token, props, onError);
            if (anchor)
              node.anchor = anchor.source.substring(1);
          } catch (error2) {
            const message = error2 instanceof Error ? error2.message : String(error2);
            onError(token, "RESOURCE_EXHAUSTION", message);
          }
          break;
        default: {
          const message = token.type === "error" ? token.message : `Unsupported token (type: ${token.type})`;
          onError(token, "UNEXPECTED_TOKEN", message);
          isSrcToken = false;
        }
      }
      node ?? (node = composeEmptyNode(ctx, token.offset, void 0, null, props, onError));
      if (anchor && node.anchor === "")
        onError(anchor, "BAD_ALIAS", "Anchor cannot be an empty string");
      if (atKey && ctx.options.stringKeys && (!identity.isScalar(node) || typeof node.value !== "string" || node.tag && node.tag !== "tag:yaml.org,2002:str")) {
        const msg = "With stringKeys, all keys must be strings";
        onError(tag ?? token, "NON_STRING_KEY", msg);
      }
      if (spaceBefore)
        node.spaceBefore = true;
      if (comment2) {
        if (token.type === "scalar" && token.source === "")
          node.comment = comment2;
        else
          node.commentBefore = comment2;
      }
      if (ctx.options.keepSourceTokens && isSrcToken)
        node.srcToken = token;
      return node;
    }
    function composeEmptyNode(ctx, offset, before, pos, { spaceBefore, comment: comment2, anchor, tag, end }, onError) {
      const token = {
        type: "scalar",
        offset: utilEmptyScalarPosition.emptyScalarPosition(offset, before, pos),
        indent: -1,
        source: ""
      };
      const node = composeScalar.composeScalar(ctx, token, tag, onError);
      if (anchor) {
        node.anchor = anchor.source.substring(1);
        if (node.anchor === "")
          onError(anchor, "BAD_ALIAS", "Anchor cannot be an empty string");
      }
      if (spaceBefore)
        node.spaceBefore = true;
      if (comment2) {
        node.comment = comment2;
        node.range[2] = end;
      }
      return node;
    }
    function composeAlias({ options }, { offset, source, end }, onError) {
      const alias = new Alias.Alias(source.substring(1));
      if (alias.source === "")
        onError(offset, "BAD_ALIAS", "Alias cannot be an empty string");
      if (alias.source.endsWith(":"))
        onError(offset + source.length - 1, "BAD_ALIAS", "Alias ending in : is ambiguous", true);
      const valueEnd = offset + source.length;
      const re = resolveEnd.resolveEnd(end, valueEnd, options.strict, onError);
      alias.range = [offset, valueEnd, re.offset];
      if (re.comment)
        alias.comment = re.comment;
      return alias;
    }
    exports.composeEmptyNode = composeEmptyNode;
    exports.composeNode = composeNode;
  }
});

// node_modules/yaml/dist/compose/compose-doc.js
var require_compose_doc = __commonJS({
  "node_modules/yaml/dist/compose/compose-doc.js"(exports) {
    "use strict";
    var Document = require_Document();
    var composeNode = require_compose_node();
    var resolveEnd = require_resolve_end();
    var resolveProps = require_resolve_props();
    function composeDoc(options, directives, { offset, start, value, end }, onError) {
      const opts = Object.assign({ _directives: directives }, options);
      const doc = new Document.Document(void 0, opts);
      const ctx = {
        atKey: false,
        atRoot: true,
        directives: doc.directives,
        options: doc.options,
        schema: doc.schema
      };
      const props = resolveProps.resolveProps(start, {
        indicator: "doc-start",
        next: value ?? end?.[0],
        offset,
        onError,
        parentIndent: 0,
        startOnNewline: true
      });
      if (props.found) {
        doc.directives.docStart = true;
        if (value && (value.type === "block-map" || value.type === "block-seq") && !props.hasNewline)
          onError(props.end, "MISSING_CHAR", "Block collection cannot start on same line with directives-end marker");
      }
      doc.contents = value ? composeNode.composeNode(ctx, value, props, onError) : composeNode.composeEmptyNode(ctx, props.end, start, null, props, onError);
      const contentEnd = doc.contents.range[2];
      const re = resolveEnd.resolveEnd(end, contentEnd, false, onError);
      if (re.comment)
        doc.comment = re.comment;
      doc.range = [offset, contentEnd, re.offset];
      return doc;
    }
    exports.composeDoc = composeDoc;
  }
});

// node_modules/yaml/dist/compose/composer.js
var require_composer = __commonJS({
  "node_modules/yaml/dist/compose/composer.js"(exports) {
    "use strict";
    var node_process = __require("process");
    var directives = require_directives();
    var Document = require_Document();
    var errors = require_errors();
    var identity = require_identity();
    var composeDoc = require_compose_doc();
    var resolveEnd = require_resolve_end();
    function getErrorPos(src) {
      if (typeof src === "number")
        return [src, src + 1];
      if (Array.isArray(src))
        return src.length === 2 ? src : [src[0], src[1]];
      const { offset, source } = src;
      return [offset, offset + (typeof source === "string" ? source.length : 1)];
    }
    function parsePrelude(prelude) {
      let comment2 = "";
      let atComment = false;
      let afterEmptyLine = false;
      for (let i = 0; i < prelude.length; ++i) {
        const source = prelude[i];
        switch (source[0]) {
          case "#":
            comment2 += (comment2 === "" ? "" : afterEmptyLine ? "\n\n" : "\n") + (source.substring(1) || " ");
            atComment = true;
            afterEmptyLine = false;
            break;
          case "%":
            if (prelude[i + 1]?.[0] !== "#")
              i += 1;
            atComment = false;
            break;
          default:
            if (!atComment)
              afterEmptyLine = true;
            atComment = false;
        }
      }
      return { comment: comment2, afterEmptyLine };
    }
    var Composer = class {
      constructor(options = {}) {
        this.doc = null;
        this.atDirectives = false;
        this.prelude = [];
        this.errors = [];
        this.warnings = [];
        this.onError = (source, code, message, warning2) => {
          const pos = getErrorPos(source);
          if (warning2)
            this.warnings.push(new errors.YAMLWarning(pos, code, message));
          else
            this.errors.push(new errors.YAMLParseError(pos, code, message));
        };
        this.directives = new directives.Directives({ version: options.version || "1.2" });
        this.options = options;
      }
      decorate(doc, afterDoc) {
        const { comment: comment2, afterEmptyLine } = parsePrelude(this.prelude);
        if (comment2) {
          const dc = doc.contents;
          if (afterDoc) {
            doc.comment = doc.comment ? `${doc.comment}
${comment2}` : comment2;
          } else if (afterEmptyLine || doc.directives.docStart || !dc) {
            doc.commentBefore = comment2;
          } else if (identity.isCollection(dc) && !dc.flow && dc.items.length > 0) {
            let it = dc.items[0];
            if (identity.isPair(it))
              it = it.key;
            const cb = it.commentBefore;
            it.commentBefore = cb ? `${comment2}
${cb}` : comment2;
          } else {
            const cb = dc.commentBefore;
            dc.commentBefore = cb ? `${comment2}
${cb}` : comment2;
          }
        }
        if (afterDoc) {
          for (let i = 0; i < this.errors.length; ++i)
            doc.errors.push(this.errors[i]);
          for (let i = 0; i < this.warnings.length; ++i)
            doc.warnings.push(this.warnings[i]);
        } else {
          doc.errors = this.errors;
          doc.warnings = this.warnings;
        }
        this.prelude = [];
        this.errors = [];
        this.warnings = [];
      }
      /**
       * Current stream status information.
       *
       * Mostly useful at the end of input for an empty stream.
       */
      streamInfo() {
        return {
          comment: parsePrelude(this.prelude).comment,
          directives: this.directives,
          errors: this.errors,
          warnings: this.warnings
        };
      }
      /**
       * Compose tokens into documents.
       *
       * @param forceDoc - If the stream contains no document, still emit a final document including any comments and directives that would be applied to a subsequent document.
       * @param endOffset - Should be set if `forceDoc` is also set, to set the document range end and to indicate errors correctly.
       */
      *compose(tokens, forceDoc = false, endOffset = -1) {
        for (const token of tokens)
          yield* this.next(token);
        yield* this.end(forceDoc, endOffset);
      }
      /** Advance the composer by one CST token. */
      *next(token) {
        if (node_process.env.LOG_STREAM)
          console.dir(token, { depth: null });
        switch (token.type) {
          case "directive":
            this.directives.add(token.source, (offset, message, warning2) => {
              const pos = getErrorPos(token);
              pos[0] += offset;
              this.onError(pos, "BAD_DIRECTIVE", message, warning2);
            });
            this.prelude.push(token.source);
            this.atDirectives = true;
            break;
          case "document": {
            const doc = composeDoc.composeDoc(this.options, this.directives, token, this.onError);
            if (this.atDirectives && !doc.directives.docStart)
              this.onError(token, "MISSING_CHAR", "Missing directives-end/doc-start indicator line");
            this.decorate(doc, false);
            if (this.doc)
              yield this.doc;
            this.doc = doc;
            this.atDirectives = false;
            break;
          }
          case "byte-order-mark":
          case "space":
            break;
          case "comment":
          case "newline":
            this.prelude.push(token.source);
            break;
          case "error": {
            const msg = token.source ? `${token.message}: ${JSON.stringify(token.source)}` : token.message;
            const error2 = new errors.YAMLParseError(getErrorPos(token), "UNEXPECTED_TOKEN", msg);
            if (this.atDirectives || !this.doc)
              this.errors.push(error2);
            else
              this.doc.errors.push(error2);
            break;
          }
          case "doc-end": {
            if (!this.doc) {
              const msg = "Unexpected doc-end without preceding document";
              this.errors.push(new errors.YAMLParseError(getErrorPos(token), "UNEXPECTED_TOKEN", msg));
              break;
            }
            this.doc.directives.docEnd = true;
            const end = resolveEnd.resolveEnd(token.end, token.offset + token.source.length, this.doc.options.strict, this.onError);
            this.decorate(this.doc, true);
            if (end.comment) {
              const dc = this.doc.comment;
              this.doc.comment = dc ? `${dc}
${end.comment}` : end.comment;
            }
            this.doc.range[2] = end.offset;
            break;
          }
          default:
            this.errors.push(new errors.YAMLParseError(getErrorPos(token), "UNEXPECTED_TOKEN", `Unsupported token ${token.type}`));
        }
      }
      /**
       * Call at end of input to yield any remaining document.
       *
       * @param forceDoc - If the stream contains no document, still emit a final document including any comments and directives that would be applied to a subsequent document.
       * @param endOffset - Should be set if `forceDoc` is also set, to set the document range end and to indicate errors correctly.
       */
      *end(forceDoc = false, endOffset = -1) {
        if (this.doc) {
          this.decorate(this.doc, true);
          yield this.doc;
          this.doc = null;
        } else if (forceDoc) {
          const opts = Object.assign({ _directives: this.directives }, this.options);
          const doc = new Document.Document(void 0, opts);
          if (this.atDirectives)
            this.onError(endOffset, "MISSING_CHAR", "Missing directives-end indicator line");
          doc.range = [0, endOffset, endOffset];
          this.decorate(doc, false);
          yield doc;
        }
      }
    };
    exports.Composer = Composer;
  }
});

// node_modules/yaml/dist/parse/cst-scalar.js
var require_cst_scalar = __commonJS({
  "node_modules/yaml/dist/parse/cst-scalar.js"(exports) {
    "use strict";
    var resolveBlockScalar = require_resolve_block_scalar();
    var resolveFlowScalar = require_resolve_flow_scalar();
    var errors = require_errors();
    var stringifyString = require_stringifyString();
    function resolveAsScalar(token, strict = true, onError) {
      if (token) {
        const _onError = (pos, code, message) => {
          const offset = typeof pos === "number" ? pos : Array.isArray(pos) ? pos[0] : pos.offset;
          if (onError)
            onError(offset, code, message);
          else
            throw new errors.YAMLParseError([offset, offset + 1], code, message);
        };
        switch (token.type) {
          case "scalar":
          case "single-quoted-scalar":
          case "double-quoted-scalar":
            return resolveFlowScalar.resolveFlowScalar(token, strict, _onError);
          case "block-scalar":
            return resolveBlockScalar.resolveBlockScalar({ options: { strict } }, token, _onError);
        }
      }
      return null;
    }
    function createScalarToken(value, context) {
      const { implicitKey = false, indent, inFlow = false, offset = -1, type = "PLAIN" } = context;
      const source = stringifyString.stringifyString({ type, value }, {
        implicitKey,
        indent: indent > 0 ? " ".repeat(indent) : "",
        inFlow,
        options: { blockQuote: true, lineWidth: -1 }
      });
      const end = context.end ?? [
        { type: "newline", offset: -1, indent, source: "\n" }
      ];
      switch (source[0]) {
        case "|":
        case ">": {
          const he = source.indexOf("\n");
          const head = source.substring(0, he);
          const body = source.substring(he + 1) + "\n";
          const props = [
            { type: "block-scalar-header", offset, indent, source: head }
          ];
          if (!addEndtoBlockProps(props, end))
            props.push({ type: "newline", offset: -1, indent, source: "\n" });
          return { type: "block-scalar", offset, indent, props, source: body };
        }
        case '"':
          return { type: "double-quoted-scalar", offset, indent, source, end };
        case "'":
          return { type: "single-quoted-scalar", offset, indent, source, end };
        default:
          return { type: "scalar", offset, indent, source, end };
      }
    }
    function setScalarValue(token, value, context = {}) {
      let { afterKey = false, implicitKey = false, inFlow = false, type } = context;
      let indent = "indent" in token ? token.indent : null;
      if (afterKey && typeof indent === "number")
        indent += 2;
      if (!type)
        switch (token.type) {
          case "single-quoted-scalar":
            type = "QUOTE_SINGLE";
            break;
          case "double-quoted-scalar":
            type = "QUOTE_DOUBLE";
            break;
          case "block-scalar": {
            const header = token.props[0];
            if (header.type !== "block-scalar-header")
              throw new Error("Invalid block scalar header");
            type = header.source[0] === ">" ? "BLOCK_FOLDED" : "BLOCK_LITERAL";
            break;
          }
          default:
            type = "PLAIN";
        }
      const source = stringifyString.stringifyString({ type, value }, {
        implicitKey: implicitKey || indent === null,
        indent: indent !== null && indent > 0 ? " ".repeat(indent) : "",
        inFlow,
        options: { blockQuote: true, lineWidth: -1 }
      });
      switch (source[0]) {
        case "|":
        case ">":
          setBlockScalarValue(token, source);
          break;
        case '"':
          setFlowScalarValue(token, source, "double-quoted-scalar");
          break;
        case "'":
          setFlowScalarValue(token, source, "single-quoted-scalar");
          break;
        default:
          setFlowScalarValue(token, source, "scalar");
      }
    }
    function setBlockScalarValue(token, source) {
      const he = source.indexOf("\n");
      const head = source.substring(0, he);
      const body = source.substring(he + 1) + "\n";
      if (token.type === "block-scalar") {
        const header = token.props[0];
        if (header.type !== "block-scalar-header")
          throw new Error("Invalid block scalar header");
        header.source = head;
        token.source = body;
      } else {
        const { offset } = token;
        const indent = "indent" in token ? token.indent : -1;
        const props = [
          { type: "block-scalar-header", offset, indent, source: head }
        ];
        if (!addEndtoBlockProps(props, "end" in token ? token.end : void 0))
          props.push({ type: "newline", offset: -1, indent, source: "\n" });
        for (const key of Object.keys(token))
          if (key !== "type" && key !== "offset")
            delete token[key];
        Object.assign(token, { type: "block-scalar", indent, props, source: body });
      }
    }
    function addEndtoBlockProps(props, end) {
      if (end)
        for (const st of end)
          switch (st.type) {
            case "space":
            case "comment":
              props.push(st);
              break;
            case "newline":
              props.push(st);
              return true;
          }
      return false;
    }
    function setFlowScalarValue(token, source, type) {
      switch (token.type) {
        case "scalar":
        case "double-quoted-scalar":
        case "single-quoted-scalar":
          token.type = type;
          token.source = source;
          break;
        case "block-scalar": {
          const end = token.props.slice(1);
          let oa = source.length;
          if (token.props[0].type === "block-scalar-header")
            oa -= token.props[0].source.length;
          for (const tok of end)
            tok.offset += oa;
          delete token.props;
          Object.assign(token, { type, source, end });
          break;
        }
        case "block-map":
        case "block-seq": {
          const offset = token.offset + source.length;
          const nl = { type: "newline", offset, indent: token.indent, source: "\n" };
          delete token.items;
          Object.assign(token, { type, source, end: [nl] });
          break;
        }
        default: {
          const indent = "indent" in token ? token.indent : -1;
          const end = "end" in token && Array.isArray(token.end) ? token.end.filter((st) => st.type === "space" || st.type === "comment" || st.type === "newline") : [];
          for (const key of Object.keys(token))
            if (key !== "type" && key !== "offset")
              delete token[key];
          Object.assign(token, { type, indent, source, end });
        }
      }
    }
    exports.createScalarToken = createScalarToken;
    exports.resolveAsScalar = resolveAsScalar;
    exports.setScalarValue = setScalarValue;
  }
});

// node_modules/yaml/dist/parse/cst-stringify.js
var require_cst_stringify = __commonJS({
  "node_modules/yaml/dist/parse/cst-stringify.js"(exports) {
    "use strict";
    var stringify = (cst) => "type" in cst ? stringifyToken(cst) : stringifyItem(cst);
    function stringifyToken(token) {
      switch (token.type) {
        case "block-scalar": {
          let res = "";
          for (const tok of token.props)
            res += stringifyToken(tok);
          return res + token.source;
        }
        case "block-map":
        case "block-seq": {
          let res = "";
          for (const item of token.items)
            res += stringifyItem(item);
          return res;
        }
        case "flow-collection": {
          let res = token.start.source;
          for (const item of token.items)
            res += stringifyItem(item);
          for (const st of token.end)
            res += st.source;
          return res;
        }
        case "document": {
          let res = stringifyItem(token);
          if (token.end)
            for (const st of token.end)
              res += st.source;
          return res;
        }
        default: {
          let res = token.source;
          if ("end" in token && token.end)
            for (const st of token.end)
              res += st.source;
          return res;
        }
      }
    }
    function stringifyItem({ start, key, sep: sep2, value }) {
      let res = "";
      for (const st of start)
        res += st.source;
      if (key)
        res += stringifyToken(key);
      if (sep2)
        for (const st of sep2)
          res += st.source;
      if (value)
        res += stringifyToken(value);
      return res;
    }
    exports.stringify = stringify;
  }
});

// node_modules/yaml/dist/parse/cst-visit.js
var require_cst_visit = __commonJS({
  "node_modules/yaml/dist/parse/cst-visit.js"(exports) {
    "use strict";
    var BREAK2 = /* @__PURE__ */ Symbol("break visit");
    var SKIP = /* @__PURE__ */ Symbol("skip children");
    var REMOVE = /* @__PURE__ */ Symbol("remove item");
    function visit3(cst, visitor) {
      if ("type" in cst && cst.type === "document")
        cst = { start: cst.start, value: cst.value };
      _visit(Object.freeze([]), cst, visitor);
    }
    visit3.BREAK = BREAK2;
    visit3.SKIP = SKIP;
    visit3.REMOVE = REMOVE;
    visit3.itemAtPath = (cst, path7) => {
      let item = cst;
      for (const [field2, index2] of path7) {
        const tok = item?.[field2];
        if (tok && "items" in tok) {
          item = tok.items[index2];
        } else
          return void 0;
      }
      return item;
    };
    visit3.parentCollection = (cst, path7) => {
      const parent = visit3.itemAtPath(cst, path7.slice(0, -1));
      const field2 = path7[path7.length - 1][0];
      const coll = parent?.[field2];
      if (coll && "items" in coll)
        return coll;
      throw new Error("Parent collection not found");
    };
    function _visit(path7, item, visitor) {
      let ctrl = visitor(item, path7);
      if (typeof ctrl === "symbol")
        return ctrl;
      for (const field2 of ["key", "value"]) {
        const token = item[field2];
        if (token && "items" in token) {
          for (let i = 0; i < token.items.length; ++i) {
            const ci = _visit(Object.freeze(path7.concat([[field2, i]])), token.items[i], visitor);
            if (typeof ci === "number")
              i = ci - 1;
            else if (ci === BREAK2)
              return BREAK2;
            else if (ci === REMOVE) {
              token.items.splice(i, 1);
              i -= 1;
            }
          }
          if (typeof ctrl === "function" && field2 === "key")
            ctrl = ctrl(item, path7);
        }
      }
      return typeof ctrl === "function" ? ctrl(item, path7) : ctrl;
    }
    exports.visit = visit3;
  }
});

// node_modules/yaml/dist/parse/cst.js
var require_cst = __commonJS({
  "node_modules/yaml/dist/parse/cst.js"(exports) {
    "use strict";
    var cstScalar = require_cst_scalar();
    var cstStringify = require_cst_stringify();
    var cstVisit = require_cst_visit();
    var BOM = "\uFEFF";
    var DOCUMENT = "";
    var FLOW_END = "";
    var SCALAR = "";
    var isCollection2 = (token) => !!token && "items" in token;
    var isScalar2 = (token) => !!token && (token.type === "scalar" || token.type === "single-quoted-scalar" || token.type === "double-quoted-scalar" || token.type === "block-scalar");
    function prettyToken(token) {
      switch (token) {
        case BOM:
          return "<BOM>";
        case DOCUMENT:
          return "<DOC>";
        case FLOW_END:
          return "<FLOW_END>";
        case SCALAR:
          return "<SCALAR>";
        default:
          return JSON.stringify(token);
      }
    }
    function tokenType(source) {
      switch (source) {
        case BOM:
          return "byte-order-mark";
        case DOCUMENT:
          return "doc-mode";
        case FLOW_END:
          return "flow-error-end";
        case SCALAR:
          return "scalar";
        case "---":
          return "doc-start";
        case "...":
          return "doc-end";
        case "":
        case "\n":
        case "\r\n":
          return "newline";
        case "-":
          return "seq-item-ind";
        case "?":
          return "explicit-key-ind";
        case ":":
          return "map-value-ind";
        case "{":
          return "flow-map-start";
        case "}":
          return "flow-map-end";
        case "[":
          return "flow-seq-start";
        case "]":
          return "flow-seq-end";
        case ",":
          return "comma";
      }
      switch (source[0]) {
        case " ":
        case "	":
          return "space";
        case "#":
          return "comment";
        case "%":
          return "directive-line";
        case "*":
          return "alias";
        case "&":
          return "anchor";
        case "!":
          return "tag";
        case "'":
          return "single-quoted-scalar";
        case '"':
          return "double-quoted-scalar";
        case "|":
        case ">":
          return "block-scalar-header";
      }
      return null;
    }
    exports.createScalarToken = cstScalar.createScalarToken;
    exports.resolveAsScalar = cstScalar.resolveAsScalar;
    exports.setScalarValue = cstScalar.setScalarValue;
    exports.stringify = cstStringify.stringify;
    exports.visit = cstVisit.visit;
    exports.BOM = BOM;
    exports.DOCUMENT = DOCUMENT;
    exports.FLOW_END = FLOW_END;
    exports.SCALAR = SCALAR;
    exports.isCollection = isCollection2;
    exports.isScalar = isScalar2;
    exports.prettyToken = prettyToken;
    exports.tokenType = tokenType;
  }
});

// node_modules/yaml/dist/parse/lexer.js
var require_lexer = __commonJS({
  "node_modules/yaml/dist/parse/lexer.js"(exports) {
    "use strict";
    var cst = require_cst();
    function isEmpty(ch) {
      switch (ch) {
        case void 0:
        case " ":
        case "\n":
        case "\r":
        case "	":
          return true;
        default:
          return false;
      }
    }
    var hexDigits = new Set("0123456789ABCDEFabcdef");
    var tagChars = new Set("0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz-#;/?:@&=+$_.!~*'()");
    var flowIndicatorChars = new Set(",[]{}");
    var invalidAnchorChars = new Set(" ,[]{}\n\r	");
    var isNotAnchorChar = (ch) => !ch || invalidAnchorChars.has(ch);
    var Lexer2 = class {
      constructor() {
        this.atEnd = false;
        this.blockScalarIndent = -1;
        this.blockScalarKeep = false;
        this.buffer = "";
        this.flowKey = false;
        this.flowLevel = 0;
        this.indentNext = 0;
        this.indentValue = 0;
        this.lineEndPos = null;
        this.next = null;
        this.pos = 0;
      }
      /**
       * Generate YAML tokens from the `source` string. If `incomplete`,
       * a part of the last line may be left as a buffer for the next call.
       *
       * @returns A generator of lexical tokens
       */
      *lex(source, incomplete = false) {
        if (source) {
          if (typeof source !== "string")
            throw TypeError("source is not a string");
          this.buffer = this.buffer ? this.buffer + source : source;
          this.lineEndPos = null;
        }
        this.atEnd = !incomplete;
        let next = this.next ?? "stream";
        while (next && (incomplete || this.hasChars(1)))
          next = yield* this.parseNext(next);
      }
      atLineEnd() {
        let i = this.pos;
        let ch = this.buffer[i];
        while (ch === " " || ch === "	")
          ch = this.buffer[++i];
        if (!ch || ch === "#" || ch === "\n")
          return true;
        if (ch === "\r")
          return this.buffer[i + 1] === "\n";
        return false;
      }
      charAt(n) {
        return this.buffer[this.pos + n];
      }
      continueScalar(offset) {
        let ch = this.buffer[offset];
        if (this.indentNext > 0) {
          let indent = 0;
          while (ch === " ")
            ch = this.buffer[++indent + offset];
          if (ch === "\r") {
            const next = this.buffer[indent + offset + 1];
            if (next === "\n" || !next && !this.atEnd)
              return offset + indent + 1;
          }
          return ch === "\n" || indent >= this.indentNext || !ch && !this.atEnd ? offset + indent : -1;
        }
        if (ch === "-" || ch === ".") {
          const dt = this.buffer.substr(offset, 3);
          if ((dt === "---" || dt === "...") && isEmpty(this.buffer[offset + 3]))
            return -1;
        }
        return offset;
      }
      getLine() {
        let end = this.lineEndPos;
        if (typeof end !== "number" || end !== -1 && end < this.pos) {
          end = this.buffer.indexOf("\n", this.pos);
          this.lineEndPos = end;
        }
        if (end === -1)
          return this.atEnd ? this.buffer.substring(this.pos) : null;
        if (this.buffer[end - 1] === "\r")
          end -= 1;
        return this.buffer.substring(this.pos, end);
      }
      hasChars(n) {
        return this.pos + n <= this.buffer.length;
      }
      setNext(state) {
        this.buffer = this.buffer.substring(this.pos);
        this.pos = 0;
        this.lineEndPos = null;
        this.next = state;
        return null;
      }
      peek(n) {
        return this.buffer.substr(this.pos, n);
      }
      *parseNext(next) {
        switch (next) {
          case "stream":
            return yield* this.parseStream();
          case "line-start":
            return yield* this.parseLineStart();
          case "block-start":
            return yield* this.parseBlockStart();
          case "doc":
            return yield* this.parseDocument();
          case "flow":
            return yield* this.parseFlowCollection();
          case "quoted-scalar":
            return yield* this.parseQuotedScalar();
          case "block-scalar":
            return yield* this.parseBlockScalar();
          case "plain-scalar":
            return yield* this.parsePlainScalar();
        }
      }
      *parseStream() {
        let line = this.getLine();
        if (line === null)
          return this.setNext("stream");
        if (line[0] === cst.BOM) {
          yield* this.pushCount(1);
          line = line.substring(1);
        }
        if (line[0] === "%") {
          let dirEnd = line.length;
          let cs = line.indexOf("#");
          while (cs !== -1) {
            const ch = line[cs - 1];
            if (ch === " " || ch === "	") {
              dirEnd = cs - 1;
              break;
            } else {
              cs = line.indexOf("#", cs + 1);
            }
          }
          while (true) {
            const ch = line[dirEnd - 1];
            if (ch === " " || ch === "	")
              dirEnd -= 1;
            else
              break;
          }
          const n = (yield* this.pushCount(dirEnd)) + (yield* this.pushSpaces(true));
          yield* this.pushCount(line.length - n);
          this.pushNewline();
          return "stream";
        }
        if (this.atLineEnd()) {
          const sp = yield* this.pushSpaces(true);
          yield* this.pushCount(line.length - sp);
          yield* this.pushNewline();
          return "stream";
        }
        yield cst.DOCUMENT;
        return yield* this.parseLineStart();
      }
      *parseLineStart() {
        const ch = this.charAt(0);
        if (!ch && !this.atEnd)
          return this.setNext("line-start");
        if (ch === "-" || ch === ".") {
          if (!this.atEnd && !this.hasChars(4))
            return this.setNext("line-start");
          const s = this.peek(3);
          if ((s === "---" || s === "...") && isEmpty(this.charAt(3))) {
            yield* this.pushCount(3);
            this.indentValue = 0;
            this.indentNext = 0;
            return s === "---" ? "doc" : "stream";
          }
        }
        this.indentValue = yield* this.pushSpaces(false);
        if (this.indentNext > this.indentValue && !isEmpty(this.charAt(1)))
          this.indentNext = this.indentValue;
        return yield* this.parseBlockStart();
      }
      *parseBlockStart() {
        const [ch0, ch1] = this.peek(2);
        if (!ch1 && !this.atEnd)
          return this.setNext("block-start");
        if ((ch0 === "-" || ch0 === "?" || ch0 === ":") && isEmpty(ch1)) {
          const n = (yield* this.pushCount(1)) + (yield* this.pushSpaces(true));
          this.indentNext = this.indentValue + 1;
          this.indentValue += n;
          return "block-start";
        }
        return "doc";
      }
      *parseDocument() {
        yield* this.pushSpaces(true);
        const line = this.getLine();
        if (line === null)
          return this.setNext("doc");
        let n = yield* this.pushIndicators();
        switch (line[n]) {
          case "#":
            yield* this.pushCount(line.length - n);
          // fallthrough
          case void 0:
            yield* this.pushNewline();
            return yield* this.parseLineStart();
          case "{":
          case "[":
            yield* this.pushCount(1);
            this.flowKey = false;
            this.flowLevel = 1;
            return "flow";
          case "}":
          case "]":
            yield* this.pushCount(1);
            return "doc";
          case "*":
            yield* this.pushUntil(isNotAnchorChar);
            return "doc";
          case '"':
          case "'":
            return yield* this.parseQuotedScalar();
          case "|":
          case ">":
            n += yield* this.parseBlockScalarHeader();
            n += yield* this.pushSpaces(true);
            yield* this.pushCount(line.length - n);
            yield* this.pushNewline();
            return yield* this.parseBlockScalar();
          default:
            return yield* this.parsePlainScalar();
        }
      }
      *parseFlowCollection() {
        let nl, sp;
        let indent = -1;
        do {
          nl = yield* this.pushNewline();
          if (nl > 0) {
            sp = yield* this.pushSpaces(false);
            this.indentValue = indent = sp;
          } else {
            sp = 0;
          }
          sp += yield* this.pushSpaces(true);
        } while (nl + sp > 0);
        const line = this.getLine();
        if (line === null)
          return this.setNext("flow");
        if (indent !== -1 && indent < this.indentNext && line[0] !== "#" || indent === 0 && (line.startsWith("---") || line.startsWith("...")) && isEmpty(line[3])) {
          const atFlowEndMarker = indent === this.indentNext - 1 && this.flowLevel === 1 && (line[0] === "]" || line[0] === "}");
          if (!atFlowEndMarker) {
            this.flowLevel = 0;
            yield cst.FLOW_END;
            return yield* this.parseLineStart();
          }
        }
        let n = 0;
        while (line[n] === ",") {
          n += yield* this.pushCount(1);
          n += yield* this.pushSpaces(true);
          this.flowKey = false;
        }
        n += yield* this.pushIndicators();
        switch (line[n]) {
          case void 0:
            return "flow";
          case "#":
            yield* this.pushCount(line.length - n);
            return "flow";
          case "{":
          case "[":
            yield* this.pushCount(1);
            this.flowKey = false;
            this.flowLevel += 1;
            return "flow";
          case "}":
          case "]":
            yield* this.pushCount(1);
            this.flowKey = true;
            this.flowLevel -= 1;
            return this.flowLevel ? "flow" : "doc";
          case "*":
            yield* this.pushUntil(isNotAnchorChar);
            return "flow";
          case '"':
          case "'":
            this.flowKey = true;
            return yield* this.parseQuotedScalar();
          case ":": {
            const next = this.charAt(1);
            if (this.flowKey || isEmpty(next) || next === ",") {
              this.flowKey = false;
              yield* this.pushCount(1);
              yield* this.pushSpaces(true);
              return "flow";
            }
          }
          // fallthrough
          default:
            this.flowKey = false;
            return yield* this.parsePlainScalar();
        }
      }
      *parseQuotedScalar() {
        const quote = this.charAt(0);
        let end = this.buffer.indexOf(quote, this.pos + 1);
        if (quote === "'") {
          while (end !== -1 && this.buffer[end + 1] === "'")
            end = this.buffer.indexOf("'", end + 2);
        } else {
          while (end !== -1) {
            let n = 0;
            while (this.buffer[end - 1 - n] === "\\")
              n += 1;
            if (n % 2 === 0)
              break;
            end = this.buffer.indexOf('"', end + 1);
          }
        }
        const qb = this.buffer.substring(0, end);
        let nl = qb.indexOf("\n", this.pos);
        if (nl !== -1) {
          while (nl !== -1) {
            const cs = this.continueScalar(nl + 1);
            if (cs === -1)
              break;
            nl = qb.indexOf("\n", cs);
          }
          if (nl !== -1) {
            end = nl - (qb[nl - 1] === "\r" ? 2 : 1);
          }
        }
        if (end === -1) {
          if (!this.atEnd)
            return this.setNext("quoted-scalar");
          end = this.buffer.length;
        }
        yield* this.pushToIndex(end + 1, false);
        return this.flowLevel ? "flow" : "doc";
      }
      *parseBlockScalarHeader() {
        this.blockScalarIndent = -1;
        this.blockScalarKeep = false;
        let i = this.pos;
        while (true) {
          const ch = this.buffer[++i];
          if (ch === "+")
            this.blockScalarKeep = true;
          else if (ch > "0" && ch <= "9")
            this.blockScalarIndent = Number(ch) - 1;
          else if (ch !== "-")
            break;
        }
        return yield* this.pushUntil((ch) => isEmpty(ch) || ch === "#");
      }
      *parseBlockScalar() {
        let nl = this.pos - 1;
        let indent = 0;
        let ch;
        loop: for (let i2 = this.pos; ch = this.buffer[i2]; ++i2) {
          switch (ch) {
            case " ":
              indent += 1;
              break;
            case "\n":
              nl = i2;
              indent = 0;
              break;
            case "\r": {
              const next = this.buffer[i2 + 1];
              if (!next && !this.atEnd)
                return this.setNext("block-scalar");
              if (next === "\n")
                break;
            }
            // fallthrough
            default:
              break loop;
          }
        }
        if (!ch && !this.atEnd)
          return this.setNext("block-scalar");
        if (indent >= this.indentNext) {
          if (this.blockScalarIndent === -1)
            this.indentNext = indent;
          else {
            this.indentNext = this.blockScalarIndent + (this.indentNext === 0 ? 1 : this.indentNext);
          }
          do {
            const cs = this.continueScalar(nl + 1);
            if (cs === -1)
              break;
            nl = this.buffer.indexOf("\n", cs);
          } while (nl !== -1);
          if (nl === -1) {
            if (!this.atEnd)
              return this.setNext("block-scalar");
            nl = this.buffer.length;
          }
        }
        let i = nl + 1;
        ch = this.buffer[i];
        while (ch === " ")
          ch = this.buffer[++i];
        if (ch === "	") {
          while (ch === "	" || ch === " " || ch === "\r" || ch === "\n")
            ch = this.buffer[++i];
          nl = i - 1;
        } else if (!this.blockScalarKeep) {
          do {
            let i2 = nl - 1;
            let ch2 = this.buffer[i2];
            if (ch2 === "\r")
              ch2 = this.buffer[--i2];
            const lastChar = i2;
            while (ch2 === " ")
              ch2 = this.buffer[--i2];
            if (ch2 === "\n" && i2 >= this.pos && i2 + 1 + indent > lastChar)
              nl = i2;
            else
              break;
          } while (true);
        }
        yield cst.SCALAR;
        yield* this.pushToIndex(nl + 1, true);
        return yield* this.parseLineStart();
      }
      *parsePlainScalar() {
        const inFlow = this.flowLevel > 0;
        let end = this.pos - 1;
        let i = this.pos - 1;
        let ch;
        while (ch = this.buffer[++i]) {
          if (ch === ":") {
            const next = this.buffer[i + 1];
            if (isEmpty(next) || inFlow && flowIndicatorChars.has(next))
              break;
            end = i;
          } else if (isEmpty(ch)) {
            let next = this.buffer[i + 1];
            if (ch === "\r") {
              if (next === "\n") {
                i += 1;
                ch = "\n";
                next = this.buffer[i + 1];
              } else
                end = i;
            }
            if (next === "#" || inFlow && flowIndicatorChars.has(next))
              break;
            if (ch === "\n") {
              const cs = this.continueScalar(i + 1);
              if (cs === -1)
                break;
              i = Math.max(i, cs - 2);
            }
          } else {
            if (inFlow && flowIndicatorChars.has(ch))
              break;
            end = i;
          }
        }
        if (!ch && !this.atEnd)
          return this.setNext("plain-scalar");
        yield cst.SCALAR;
        yield* this.pushToIndex(end + 1, true);
        return inFlow ? "flow" : "doc";
      }
      *pushCount(n) {
        if (n > 0) {
          yield this.buffer.substr(this.pos, n);
          this.pos += n;
          return n;
        }
        return 0;
      }
      *pushToIndex(i, allowEmpty) {
        const s = this.buffer.slice(this.pos, i);
        if (s) {
          yield s;
          this.pos += s.length;
          return s.length;
        } else if (allowEmpty)
          yield "";
        return 0;
      }
      *pushIndicators() {
        let n = 0;
        loop: while (true) {
          switch (this.charAt(0)) {
            case "!":
              n += yield* this.pushTag();
              n += yield* this.pushSpaces(true);
              continue loop;
            case "&":
              n += yield* this.pushUntil(isNotAnchorChar);
              n += yield* this.pushSpaces(true);
              continue loop;
            case "-":
            // this is an error
            case "?":
            // this is an error outside flow collections
            case ":": {
              const inFlow = this.flowLevel > 0;
              const ch1 = this.charAt(1);
              if (isEmpty(ch1) || inFlow && flowIndicatorChars.has(ch1)) {
                if (!inFlow)
                  this.indentNext = this.indentValue + 1;
                else if (this.flowKey)
                  this.flowKey = false;
                n += yield* this.pushCount(1);
                n += yield* this.pushSpaces(true);
                continue loop;
              }
            }
          }
          break loop;
        }
        return n;
      }
      *pushTag() {
        if (this.charAt(1) === "<") {
          let i = this.pos + 2;
          let ch = this.buffer[i];
          while (!isEmpty(ch) && ch !== ">")
            ch = this.buffer[++i];
          return yield* this.pushToIndex(ch === ">" ? i + 1 : i, false);
        } else {
          let i = this.pos + 1;
          let ch = this.buffer[i];
          while (ch) {
            if (tagChars.has(ch))
              ch = this.buffer[++i];
            else if (ch === "%" && hexDigits.has(this.buffer[i + 1]) && hexDigits.has(this.buffer[i + 2])) {
              ch = this.buffer[i += 3];
            } else
              break;
          }
          return yield* this.pushToIndex(i, false);
        }
      }
      *pushNewline() {
        const ch = this.buffer[this.pos];
        if (ch === "\n")
          return yield* this.pushCount(1);
        else if (ch === "\r" && this.charAt(1) === "\n")
          return yield* this.pushCount(2);
        else
          return 0;
      }
      *pushSpaces(allowTabs) {
        let i = this.pos - 1;
        let ch;
        do {
          ch = this.buffer[++i];
        } while (ch === " " || allowTabs && ch === "	");
        const n = i - this.pos;
        if (n > 0) {
          yield this.buffer.substr(this.pos, n);
          this.pos = i;
        }
        return n;
      }
      *pushUntil(test) {
        let i = this.pos;
        let ch = this.buffer[i];
        while (!test(ch))
          ch = this.buffer[++i];
        return yield* this.pushToIndex(i, false);
      }
    };
    exports.Lexer = Lexer2;
  }
});

// node_modules/yaml/dist/parse/line-counter.js
var require_line_counter = __commonJS({
  "node_modules/yaml/dist/parse/line-counter.js"(exports) {
    "use strict";
    var LineCounter2 = class {
      constructor() {
        this.lineStarts = [];
        this.addNewLine = (offset) => this.lineStarts.push(offset);
        this.linePos = (offset) => {
          let low = 0;
          let high = this.lineStarts.length;
          while (low < high) {
            const mid = low + high >> 1;
            if (this.lineStarts[mid] < offset)
              low = mid + 1;
            else
              high = mid;
          }
          if (this.lineStarts[low] === offset)
            return { line: low + 1, col: 1 };
          if (low === 0)
            return { line: 0, col: offset };
          const start = this.lineStarts[low - 1];
          return { line: low, col: offset - start + 1 };
        };
      }
    };
    exports.LineCounter = LineCounter2;
  }
});

// node_modules/yaml/dist/parse/parser.js
var require_parser = __commonJS({
  "node_modules/yaml/dist/parse/parser.js"(exports) {
    "use strict";
    var node_process = __require("process");
    var cst = require_cst();
    var lexer = require_lexer();
    function includesToken(list, type) {
      for (let i = 0; i < list.length; ++i)
        if (list[i].type === type)
          return true;
      return false;
    }
    function findNonEmptyIndex(list) {
      for (let i = 0; i < list.length; ++i) {
        switch (list[i].type) {
          case "space":
          case "comment":
          case "newline":
            break;
          default:
            return i;
        }
      }
      return -1;
    }
    function isFlowToken(token) {
      switch (token?.type) {
        case "alias":
        case "scalar":
        case "single-quoted-scalar":
        case "double-quoted-scalar":
        case "flow-collection":
          return true;
        default:
          return false;
      }
    }
    function getPrevProps(parent) {
      switch (parent.type) {
        case "document":
          return parent.start;
        case "block-map": {
          const it = parent.items[parent.items.length - 1];
          return it.sep ?? it.start;
        }
        case "block-seq":
          return parent.items[parent.items.length - 1].start;
        /* istanbul ignore next should not happen */
        default:
          return [];
      }
    }
    function getFirstKeyStartProps(prev) {
      if (prev.length === 0)
        return [];
      let i = prev.length;
      loop: while (--i >= 0) {
        switch (prev[i].type) {
          case "doc-start":
          case "explicit-key-ind":
          case "map-value-ind":
          case "seq-item-ind":
          case "newline":
            break loop;
        }
      }
      while (prev[++i]?.type === "space") {
      }
      return prev.splice(i, prev.length);
    }
    function arrayPushArray(target, source) {
      if (source.length < 1e5)
        Array.prototype.push.apply(target, source);
      else
        for (let i = 0; i < source.length; ++i)
          target.push(source[i]);
    }
    function fixFlowSeqItems(fc) {
      if (fc.start.type === "flow-seq-start") {
        for (const it of fc.items) {
          if (it.sep && !it.value && !includesToken(it.start, "explicit-key-ind") && !includesToken(it.sep, "map-value-ind")) {
            if (it.key)
              it.value = it.key;
            delete it.key;
            if (isFlowToken(it.value)) {
              if (it.value.end)
                arrayPushArray(it.value.end, it.sep);
              else
                it.value.end = it.sep;
            } else
              arrayPushArray(it.start, it.sep);
            delete it.sep;
          }
        }
      }
    }
    var Parser = class {
      /**
       * @param onNewLine - If defined, called separately with the start position of
       *   each new line (in `parse()`, including the start of input).
       */
      constructor(onNewLine) {
        this.atNewLine = true;
        this.atScalar = false;
        this.indent = 0;
        this.offset = 0;
        this.onKeyLine = false;
        this.stack = [];
        this.source = "";
        this.type = "";
        this.lexer = new lexer.Lexer();
        this.onNewLine = onNewLine;
      }
      /**
       * Parse `source` as a YAML stream.
       * If `incomplete`, a part of the last line may be left as a buffer for the next call.
       *
       * Errors are not thrown, but yielded as `{ type: 'error', message }` tokens.
       *
       * @returns A generator of tokens representing each directive, document, and other structure.
       */
      *parse(source, incomplete = false) {
        if (this.onNewLine && this.offset === 0)
          this.onNewLine(0);
        for (const lexeme of this.lexer.lex(source, incomplete))
          yield* this.next(lexeme);
        if (!incomplete)
          yield* this.end();
      }
      /**
       * Advance the parser by the `source` of one lexical token.
       */
      *next(source) {
        this.source = source;
        if (node_process.env.LOG_TOKENS)
          console.log("|", cst.prettyToken(source));
        if (this.atScalar) {
          this.atScalar = false;
          yield* this.step();
          this.offset += source.length;
          return;
        }
        const type = cst.tokenType(source);
        if (!type) {
          const message = `Not a YAML token: ${source}`;
          yield* this.pop({ type: "error", offset: this.offset, message, source });
          this.offset += source.length;
        } else if (type === "scalar") {
          this.atNewLine = false;
          this.atScalar = true;
          this.type = "scalar";
        } else {
          this.type = type;
          yield* this.step();
          switch (type) {
            case "newline":
              this.atNewLine = true;
              this.indent = 0;
              if (this.onNewLine)
                this.onNewLine(this.offset + source.length);
              break;
            case "space":
              if (this.atNewLine && source[0] === " ")
                this.indent += source.length;
              break;
            case "explicit-key-ind":
            case "map-value-ind":
            case "seq-item-ind":
              if (this.atNewLine)
                this.indent += source.length;
              break;
            case "doc-mode":
            case "flow-error-end":
              return;
            default:
              this.atNewLine = false;
          }
          this.offset += source.length;
        }
      }
      /** Call at end of input to push out any remaining constructions */
      *end() {
        while (this.stack.length > 0)
          yield* this.pop();
      }
      get sourceToken() {
        const st = {
          type: this.type,
          offset: this.offset,
          indent: this.indent,
          source: this.source
        };
        return st;
      }
      *step() {
        const top = this.peek(1);
        if (this.type === "doc-end" && top?.type !== "doc-end") {
          while (this.stack.length > 0)
            yield* this.pop();
          this.stack.push({
            type: "doc-end",
            offset: this.offset,
            source: this.source
          });
          return;
        }
        if (!top)
          return yield* this.stream();
        switch (top.type) {
          case "document":
            return yield* this.document(top);
          case "alias":
          case "scalar":
          case "single-quoted-scalar":
          case "double-quoted-scalar":
            return yield* this.scalar(top);
          case "block-scalar":
            return yield* this.blockScalar(top);
          case "block-map":
            return yield* this.blockMap(top);
          case "block-seq":
            return yield* this.blockSequence(top);
          case "flow-collection":
            return yield* this.flowCollection(top);
          case "doc-end":
            return yield* this.documentEnd(top);
        }
        yield* this.pop();
      }
      peek(n) {
        return this.stack[this.stack.length - n];
      }
      *pop(error2) {
        const token = error2 ?? this.stack.pop();
        if (!token) {
          const message = "Tried to pop an empty stack";
          yield { type: "error", offset: this.offset, source: "", message };
        } else if (this.stack.length === 0) {
          yield token;
        } else {
          const top = this.peek(1);
          if (token.type === "block-scalar") {
            token.indent = "indent" in top ? top.indent : 0;
          } else if (token.type === "flow-collection" && top.type === "document") {
            token.indent = 0;
          }
          if (token.type === "flow-collection")
            fixFlowSeqItems(token);
          switch (top.type) {
            case "document":
              top.value = token;
              break;
            case "block-scalar":
              top.props.push(token);
              break;
            case "block-map": {
              const it = top.items[top.items.length - 1];
              if (it.value) {
                top.items.push({ start: [], key: token, sep: [] });
                this.onKeyLine = true;
                return;
              } else if (it.sep) {
                it.value = token;
              } else {
                Object.assign(it, { key: token, sep: [] });
                this.onKeyLine = !it.explicitKey;
                return;
              }
              break;
            }
            case "block-seq": {
              const it = top.items[top.items.length - 1];
              if (it.value)
                top.items.push({ start: [], value: token });
              else
                it.value = token;
              break;
            }
            case "flow-collection": {
              const it = top.items[top.items.length - 1];
              if (!it || it.value)
                top.items.push({ start: [], key: token, sep: [] });
              else if (it.sep)
                it.value = token;
              else
                Object.assign(it, { key: token, sep: [] });
              return;
            }
            /* istanbul ignore next should not happen */
            default:
              yield* this.pop();
              yield* this.pop(token);
          }
          if ((top.type === "document" || top.type === "block-map" || top.type === "block-seq") && (token.type === "block-map" || token.type === "block-seq")) {
            const last = token.items[token.items.length - 1];
            if (last && !last.sep && !last.value && last.start.length > 0 && findNonEmptyIndex(last.start) === -1 && (token.indent === 0 || last.start.every((st) => st.type !== "comment" || st.indent < token.indent))) {
              if (top.type === "document")
                top.end = last.start;
              else
                top.items.push({ start: last.start });
              token.items.splice(-1, 1);
            }
          }
        }
      }
      *stream() {
        switch (this.type) {
          case "directive-line":
            yield { type: "directive", offset: this.offset, source: this.source };
            return;
          case "byte-order-mark":
          case "space":
          case "comment":
          case "newline":
            yield this.sourceToken;
            return;
          case "doc-mode":
          case "doc-start": {
            const doc = {
              type: "document",
              offset: this.offset,
              start: []
            };
            if (this.type === "doc-start")
              doc.start.push(this.sourceToken);
            this.stack.push(doc);
            return;
          }
        }
        yield {
          type: "error",
          offset: this.offset,
          message: `Unexpected ${this.type} token in YAML stream`,
          source: this.source
        };
      }
      *document(doc) {
        if (doc.value)
          return yield* this.lineEnd(doc);
        switch (this.type) {
          case "doc-start": {
            if (findNonEmptyIndex(doc.start) !== -1) {
              yield* this.pop();
              yield* this.step();
            } else
              doc.start.push(this.sourceToken);
            return;
          }
          case "anchor":
          case "tag":
          case "space":
          case "comment":
          case "newline":
            doc.start.push(this.sourceToken);
            return;
        }
        const bv = this.startBlockValue(doc);
        if (bv)
          this.stack.push(bv);
        else {
          yield {
            type: "error",
            offset: this.offset,
            message: `Unexpected ${this.type} token in YAML document`,
            source: this.source
          };
        }
      }
      *scalar(scalar) {
        if (this.type === "map-value-ind") {
          const prev = getPrevProps(this.peek(2));
          const start = getFirstKeyStartProps(prev);
          let sep2;
          if (scalar.end) {
            sep2 = scalar.end;
            sep2.push(this.sourceToken);
            delete scalar.end;
          } else
            sep2 = [this.sourceToken];
          const map = {
            type: "block-map",
            offset: scalar.offset,
            indent: scalar.indent,
            items: [{ start, key: scalar, sep: sep2 }]
          };
          this.onKeyLine = true;
          this.stack[this.stack.length - 1] = map;
        } else
          yield* this.lineEnd(scalar);
      }
      *blockScalar(scalar) {
        switch (this.type) {
          case "space":
          case "comment":
          case "newline":
            scalar.props.push(this.sourceToken);
            return;
          case "scalar":
            scalar.source = this.source;
            this.atNewLine = true;
            this.indent = 0;
            if (this.onNewLine) {
              let nl = this.source.indexOf("\n") + 1;
              while (nl !== 0) {
                this.onNewLine(this.offset + nl);
                nl = this.source.indexOf("\n", nl) + 1;
              }
            }
            yield* this.pop();
            break;
          /* istanbul ignore next should not happen */
          default:
            yield* this.pop();
            yield* this.step();
        }
      }
      *blockMap(map) {
        const it = map.items[map.items.length - 1];
        switch (this.type) {
          case "newline":
            this.onKeyLine = false;
            if (it.value) {
              const end = "end" in it.value ? it.value.end : void 0;
              const last = Array.isArray(end) ? end[end.length - 1] : void 0;
              if (last?.type === "comment")
                end?.push(this.sourceToken);
              else
                map.items.push({ start: [this.sourceToken] });
            } else if (it.sep) {
              it.sep.push(this.sourceToken);
            } else {
              it.start.push(this.sourceToken);
            }
            return;
          case "space":
          case "comment":
            if (it.value) {
              map.items.push({ start: [this.sourceToken] });
            } else if (it.sep) {
              it.sep.push(this.sourceToken);
            } else {
              if (this.atIndentedComment(it.start, map.indent)) {
                const prev = map.items[map.items.length - 2];
                const end = prev?.value?.end;
                if (Array.isArray(end)) {
                  arrayPushArray(end, it.start);
                  end.push(this.sourceToken);
                  map.items.pop();
                  return;
                }
              }
              it.start.push(this.sourceToken);
            }
            return;
        }
        if (this.indent >= map.indent) {
          const atMapIndent = !this.onKeyLine && this.indent === map.indent;
          const atNextItem = atMapIndent && (it.sep || it.explicitKey) && this.type !== "seq-item-ind";
          let start = [];
          if (atNextItem && it.sep && !it.value) {
            const nl = [];
            for (let i = 0; i < it.sep.length; ++i) {
              const st = it.sep[i];
              switch (st.type) {
                case "newline":
                  nl.push(i);
                  break;
                case "space":
                  break;
                case "comment":
                  if (st.indent > map.indent)
                    nl.length = 0;
                  break;
                default:
                  nl.length = 0;
              }
            }
            if (nl.length >= 2)
              start = it.sep.splice(nl[1]);
          }
          switch (this.type) {
            case "anchor":
            case "tag":
              if (atNextItem || it.value) {
                start.push(this.sourceToken);
                map.items.push({ start });
                this.onKeyLine = true;
              } else if (it.sep) {
                it.sep.push(this.sourceToken);
              } else {
                it.start.push(this.sourceToken);
              }
              return;
            case "explicit-key-ind":
              if (!it.sep && !it.explicitKey) {
                it.start.push(this.sourceToken);
                it.explicitKey = true;
              } else if (atNextItem || it.value) {
                start.push(this.sourceToken);
                map.items.push({ start, explicitKey: true });
              } else {
                this.stack.push({
                  type: "block-map",
                  offset: this.offset,
                  indent: this.indent,
                  items: [{ start: [this.sourceToken], explicitKey: true }]
                });
              }
              this.onKeyLine = true;
              return;
            case "map-value-ind":
              if (it.explicitKey) {
                if (!it.sep) {
                  if (includesToken(it.start, "newline")) {
                    Object.assign(it, { key: null, sep: [this.sourceToken] });
                  } else {
                    const start2 = getFirstKeyStartProps(it.start);
                    this.stack.push({
                      type: "block-map",
                      offset: this.offset,
                      indent: this.indent,
                      items: [{ start: start2, key: null, sep: [this.sourceToken] }]
                    });
                  }
                } else if (it.value) {
                  map.items.push({ start: [], key: null, sep: [this.sourceToken] });
                } else if (includesToken(it.sep, "map-value-ind")) {
                  this.stack.push({
                    type: "block-map",
                    offset: this.offset,
                    indent: this.indent,
                    items: [{ start, key: null, sep: [this.sourceToken] }]
                  });
                } else if (isFlowToken(it.key) && !includesToken(it.sep, "newline")) {
                  const start2 = getFirstKeyStartProps(it.start);
                  const key = it.key;
                  const sep2 = it.sep;
                  sep2.push(this.sourceToken);
                  delete it.key;
                  delete it.sep;
                  this.stack.push({
                    type: "block-map",
                    offset: this.offset,
                    indent: this.indent,
                    items: [{ start: start2, key, sep: sep2 }]
                  });
                } else if (start.length > 0) {
                  it.sep = it.sep.concat(start, this.sourceToken);
                } else {
                  it.sep.push(this.sourceToken);
                }
              } else {
                if (!it.sep) {
                  Object.assign(it, { key: null, sep: [this.sourceToken] });
                } else if (it.value || atNextItem) {
                  map.items.push({ start, key: null, sep: [this.sourceToken] });
                } else if (includesToken(it.sep, "map-value-ind")) {
                  this.stack.push({
                    type: "block-map",
                    offset: this.offset,
                    indent: this.indent,
                    items: [{ start: [], key: null, sep: [this.sourceToken] }]
                  });
                } else {
                  it.sep.push(this.sourceToken);
                }
              }
              this.onKeyLine = true;
              return;
            case "alias":
            case "scalar":
            case "single-quoted-scalar":
            case "double-quoted-scalar": {
              const fs3 = this.flowScalar(this.type);
              if (atNextItem || it.value) {
                map.items.push({ start, key: fs3, sep: [] });
                this.onKeyLine = true;
              } else if (it.sep) {
                this.stack.push(fs3);
              } else {
                Object.assign(it, { key: fs3, sep: [] });
                this.onKeyLine = true;
              }
              return;
            }
            default: {
              const bv = this.startBlockValue(map);
              if (bv) {
                if (bv.type === "block-seq") {
                  if (!it.explicitKey && it.sep && !includesToken(it.sep, "newline")) {
                    yield* this.pop({
                      type: "error",
                      offset: this.offset,
                      message: "Unexpected block-seq-ind on same line with key",
                      source: this.source
                    });
                    return;
                  }
                } else if (atMapIndent) {
                  map.items.push({ start });
                }
                this.stack.push(bv);
                return;
              }
            }
          }
        }
        yield* this.pop();
        yield* this.step();
      }
      *blockSequence(seq) {
        const it = seq.items[seq.items.length - 1];
        switch (this.type) {
          case "newline":
            if (it.value) {
              const end = "end" in it.value ? it.value.end : void 0;
              const last = Array.isArray(end) ? end[end.length - 1] : void 0;
              if (last?.type === "comment")
                end?.push(this.sourceToken);
              else
                seq.items.push({ start: [this.sourceToken] });
            } else
              it.start.push(this.sourceToken);
            return;
          case "space":
          case "comment":
            if (it.value)
              seq.items.push({ start: [this.sourceToken] });
            else {
              if (this.atIndentedComment(it.start, seq.indent)) {
                const prev = seq.items[seq.items.length - 2];
                const end = prev?.value?.end;
                if (Array.isArray(end)) {
                  arrayPushArray(end, it.start);
                  end.push(this.sourceToken);
                  seq.items.pop();
                  return;
                }
              }
              it.start.push(this.sourceToken);
            }
            return;
          case "anchor":
          case "tag":
            if (it.value || this.indent <= seq.indent)
              break;
            it.start.push(this.sourceToken);
            return;
          case "seq-item-ind":
            if (this.indent !== seq.indent)
              break;
            if (it.value || includesToken(it.start, "seq-item-ind"))
              seq.items.push({ start: [this.sourceToken] });
            else
              it.start.push(this.sourceToken);
            return;
        }
        if (this.indent > seq.indent) {
          const bv = this.startBlockValue(seq);
          if (bv) {
            this.stack.push(bv);
            return;
          }
        }
        yield* this.pop();
        yield* this.step();
      }
      *flowCollection(fc) {
        const it = fc.items[fc.items.length - 1];
        if (this.type === "flow-error-end") {
          let top;
          do {
            yield* this.pop();
            top = this.peek(1);
          } while (top?.type === "flow-collection");
        } else if (fc.end.length === 0) {
          switch (this.type) {
            case "comma":
            case "explicit-key-ind":
              if (!it || it.sep)
                fc.items.push({ start: [this.sourceToken] });
              else
                it.start.push(this.sourceToken);
              return;
            case "map-value-ind":
              if (!it || it.value)
                fc.items.push({ start: [], key: null, sep: [this.sourceToken] });
              else if (it.sep)
                it.sep.push(this.sourceToken);
              else
                Object.assign(it, { key: null, sep: [this.sourceToken] });
              return;
            case "space":
            case "comment":
            case "newline":
            case "anchor":
            case "tag":
              if (!it || it.value)
                fc.items.push({ start: [this.sourceToken] });
              else if (it.sep)
                it.sep.push(this.sourceToken);
              else
                it.start.push(this.sourceToken);
              return;
            case "alias":
            case "scalar":
            case "single-quoted-scalar":
            case "double-quoted-scalar": {
              const fs3 = this.flowScalar(this.type);
              if (!it || it.value)
                fc.items.push({ start: [], key: fs3, sep: [] });
              else if (it.sep)
                this.stack.push(fs3);
              else
                Object.assign(it, { key: fs3, sep: [] });
              return;
            }
            case "flow-map-end":
            case "flow-seq-end":
              fc.end.push(this.sourceToken);
              return;
          }
          const bv = this.startBlockValue(fc);
          if (bv)
            this.stack.push(bv);
          else {
            yield* this.pop();
            yield* this.step();
          }
        } else {
          const parent = this.peek(2);
          if (parent.type === "block-map" && (this.type === "map-value-ind" && parent.indent === fc.indent || this.type === "newline" && !parent.items[parent.items.length - 1].sep)) {
            yield* this.pop();
            yield* this.step();
          } else if (this.type === "map-value-ind" && parent.type !== "flow-collection") {
            const prev = getPrevProps(parent);
            const start = getFirstKeyStartProps(prev);
            fixFlowSeqItems(fc);
            const sep2 = fc.end.splice(1, fc.end.length);
            sep2.push(this.sourceToken);
            const map = {
              type: "block-map",
              offset: fc.offset,
              indent: fc.indent,
              items: [{ start, key: fc, sep: sep2 }]
            };
            this.onKeyLine = true;
            this.stack[this.stack.length - 1] = map;
          } else {
            yield* this.lineEnd(fc);
          }
        }
      }
      flowScalar(type) {
        if (this.onNewLine) {
          let nl = this.source.indexOf("\n") + 1;
          while (nl !== 0) {
            this.onNewLine(this.offset + nl);
            nl = this.source.indexOf("\n", nl) + 1;
          }
        }
        return {
          type,
          offset: this.offset,
          indent: this.indent,
          source: this.source
        };
      }
      startBlockValue(parent) {
        switch (this.type) {
          case "alias":
          case "scalar":
          case "single-quoted-scalar":
          case "double-quoted-scalar":
            return this.flowScalar(this.type);
          case "block-scalar-header":
            return {
              type: "block-scalar",
              offset: this.offset,
              indent: this.indent,
              props: [this.sourceToken],
              source: ""
            };
          case "flow-map-start":
          case "flow-seq-start":
            return {
              type: "flow-collection",
              offset: this.offset,
              indent: this.indent,
              start: this.sourceToken,
              items: [],
              end: []
            };
          case "seq-item-ind":
            return {
              type: "block-seq",
              offset: this.offset,
              indent: this.indent,
              items: [{ start: [this.sourceToken] }]
            };
          case "explicit-key-ind": {
            this.onKeyLine = true;
            const prev = getPrevProps(parent);
            const start = getFirstKeyStartProps(prev);
            start.push(this.sourceToken);
            return {
              type: "block-map",
              offset: this.offset,
              indent: this.indent,
              items: [{ start, explicitKey: true }]
            };
          }
          case "map-value-ind": {
            this.onKeyLine = true;
            const prev = getPrevProps(parent);
            const start = getFirstKeyStartProps(prev);
            return {
              type: "block-map",
              offset: this.offset,
              indent: this.indent,
              items: [{ start, key: null, sep: [this.sourceToken] }]
            };
          }
        }
        return null;
      }
      atIndentedComment(start, indent) {
        if (this.type !== "comment")
          return false;
        if (this.indent <= indent)
          return false;
        return start.every((st) => st.type === "newline" || st.type === "space");
      }
      *documentEnd(docEnd) {
        if (this.type !== "doc-mode") {
          if (docEnd.end)
            docEnd.end.push(this.sourceToken);
          else
            docEnd.end = [this.sourceToken];
          if (this.type === "newline")
            yield* this.pop();
        }
      }
      *lineEnd(token) {
        switch (this.type) {
          case "comma":
          case "doc-start":
          case "doc-end":
          case "flow-seq-end":
          case "flow-map-end":
          case "map-value-ind":
            yield* this.pop();
            yield* this.step();
            break;
          case "newline":
            this.onKeyLine = false;
          // fallthrough
          case "space":
          case "comment":
          default:
            if (token.end)
              token.end.push(this.sourceToken);
            else
              token.end = [this.sourceToken];
            if (this.type === "newline")
              yield* this.pop();
        }
      }
    };
    exports.Parser = Parser;
  }
});

// node_modules/yaml/dist/public-api.js
var require_public_api = __commonJS({
  "node_modules/yaml/dist/public-api.js"(exports) {
    "use strict";
    var composer = require_composer();
    var Document = require_Document();
    var errors = require_errors();
    var log = require_log();
    var identity = require_identity();
    var lineCounter = require_line_counter();
    var parser = require_parser();
    function parseOptions(options) {
      const prettyErrors = options.prettyErrors !== false;
      const lineCounter$1 = options.lineCounter || prettyErrors && new lineCounter.LineCounter() || null;
      return { lineCounter: lineCounter$1, prettyErrors };
    }
    function parseAllDocuments(source, options = {}) {
      const { lineCounter: lineCounter2, prettyErrors } = parseOptions(options);
      const parser$1 = new parser.Parser(lineCounter2?.addNewLine);
      const composer$1 = new composer.Composer(options);
      const docs2 = Array.from(composer$1.compose(parser$1.parse(source)));
      if (prettyErrors && lineCounter2)
        for (const doc of docs2) {
          doc.errors.forEach(errors.prettifyError(source, lineCounter2));
          doc.warnings.forEach(errors.prettifyError(source, lineCounter2));
        }
      if (docs2.length > 0)
        return docs2;
      return Object.assign([], { empty: true }, composer$1.streamInfo());
    }
    function parseDocument2(source, options = {}) {
      const { lineCounter: lineCounter2, prettyErrors } = parseOptions(options);
      const parser$1 = new parser.Parser(lineCounter2?.addNewLine);
      const composer$1 = new composer.Composer(options);
      let doc = null;
      for (const _doc of composer$1.compose(parser$1.parse(source), true, source.length)) {
        if (!doc)
          doc = _doc;
        else if (doc.options.logLevel !== "silent") {
          doc.errors.push(new errors.YAMLParseError(_doc.range.slice(0, 2), "MULTIPLE_DOCS", "Source contains multiple documents; please use YAML.parseAllDocuments()"));
          break;
        }
      }
      if (prettyErrors && lineCounter2) {
        doc.errors.forEach(errors.prettifyError(source, lineCounter2));
        doc.warnings.forEach(errors.prettifyError(source, lineCounter2));
      }
      return doc;
    }
    function parse(src, reviver, options) {
      let _reviver = void 0;
      if (typeof reviver === "function") {
        _reviver = reviver;
      } else if (options === void 0 && reviver && typeof reviver === "object") {
        options = reviver;
      }
      const doc = parseDocument2(src, options);
      if (!doc)
        return null;
      doc.warnings.forEach((warning2) => log.warn(doc.options.logLevel, warning2));
      if (doc.errors.length > 0) {
        if (doc.options.logLevel !== "silent")
          throw doc.errors[0];
        else
          doc.errors = [];
      }
      return doc.toJS(Object.assign({ reviver: _reviver }, options));
    }
    function stringify(value, replacer, options) {
      let _replacer = null;
      if (typeof replacer === "function" || Array.isArray(replacer)) {
        _replacer = replacer;
      } else if (options === void 0 && replacer) {
        options = replacer;
      }
      if (typeof options === "string")
        options = options.length;
      if (typeof options === "number") {
        const indent = Math.round(options);
        options = indent < 1 ? void 0 : indent > 8 ? { indent: 8 } : { indent };
      }
      if (value === void 0) {
        const { keepUndefined } = options ?? replacer ?? {};
        if (!keepUndefined)
          return void 0;
      }
      if (identity.isDocument(value) && !_replacer)
        return value.toString(options);
      return new Document.Document(value, _replacer, options).toString(options);
    }
    exports.parse = parse;
    exports.parseAllDocuments = parseAllDocuments;
    exports.parseDocument = parseDocument2;
    exports.stringify = stringify;
  }
});

// node_modules/yaml/dist/index.js
var require_dist = __commonJS({
  "node_modules/yaml/dist/index.js"(exports) {
    "use strict";
    var composer = require_composer();
    var Document = require_Document();
    var Schema = require_Schema();
    var errors = require_errors();
    var Alias = require_Alias();
    var identity = require_identity();
    var Pair = require_Pair();
    var Scalar = require_Scalar();
    var YAMLMap = require_YAMLMap();
    var YAMLSeq = require_YAMLSeq();
    var cst = require_cst();
    var lexer = require_lexer();
    var lineCounter = require_line_counter();
    var parser = require_parser();
    var publicApi = require_public_api();
    var visit3 = require_visit();
    exports.Composer = composer.Composer;
    exports.Document = Document.Document;
    exports.Schema = Schema.Schema;
    exports.YAMLError = errors.YAMLError;
    exports.YAMLParseError = errors.YAMLParseError;
    exports.YAMLWarning = errors.YAMLWarning;
    exports.Alias = Alias.Alias;
    exports.isAlias = identity.isAlias;
    exports.isCollection = identity.isCollection;
    exports.isDocument = identity.isDocument;
    exports.isMap = identity.isMap;
    exports.isNode = identity.isNode;
    exports.isPair = identity.isPair;
    exports.isScalar = identity.isScalar;
    exports.isSeq = identity.isSeq;
    exports.Pair = Pair.Pair;
    exports.Scalar = Scalar.Scalar;
    exports.YAMLMap = YAMLMap.YAMLMap;
    exports.YAMLSeq = YAMLSeq.YAMLSeq;
    exports.CST = cst;
    exports.Lexer = lexer.Lexer;
    exports.LineCounter = lineCounter.LineCounter;
    exports.Parser = parser.Parser;
    exports.parse = publicApi.parse;
    exports.parseAllDocuments = publicApi.parseAllDocuments;
    exports.parseDocument = publicApi.parseDocument;
    exports.stringify = publicApi.stringify;
    exports.visit = visit3.visit;
    exports.visitAsync = visit3.visitAsync;
  }
});

// node_modules/ajv/dist/compile/codegen/code.js
var require_code = __commonJS({
  "node_modules/ajv/dist/compile/codegen/code.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.regexpCode = exports.getEsmExportName = exports.getProperty = exports.safeStringify = exports.stringify = exports.strConcat = exports.addCodeArg = exports.str = exports._ = exports.nil = exports._Code = exports.Name = exports.IDENTIFIER = exports._CodeOrName = void 0;
    var _CodeOrName = class {
    };
    exports._CodeOrName = _CodeOrName;
    exports.IDENTIFIER = /^[a-z$_][a-z$_0-9]*$/i;
    var Name = class extends _CodeOrName {
      constructor(s) {
        super();
        if (!exports.IDENTIFIER.test(s))
          throw new Error("CodeGen: name must be a valid identifier");
        this.str = s;
      }
      toString() {
        return this.str;
      }
      emptyStr() {
        return false;
      }
      get names() {
        return { [this.str]: 1 };
      }
    };
    exports.Name = Name;
    var _Code = class extends _CodeOrName {
      constructor(code) {
        super();
        this._items = typeof code === "string" ? [code] : code;
      }
      toString() {
        return this.str;
      }
      emptyStr() {
        if (this._items.length > 1)
          return false;
        const item = this._items[0];
        return item === "" || item === '""';
      }
      get str() {
        var _a;
        return (_a = this._str) !== null && _a !== void 0 ? _a : this._str = this._items.reduce((s, c) => `${s}${c}`, "");
      }
      get names() {
        var _a;
        return (_a = this._names) !== null && _a !== void 0 ? _a : this._names = this._items.reduce((names, c) => {
          if (c instanceof Name)
            names[c.str] = (names[c.str] || 0) + 1;
          return names;
        }, {});
      }
    };
    exports._Code = _Code;
    exports.nil = new _Code("");
    function _(strs, ...args) {
      const code = [strs[0]];
      let i = 0;
      while (i < args.length) {
        addCodeArg(code, args[i]);
        code.push(strs[++i]);
      }
      return new _Code(code);
    }
    exports._ = _;
    var plus = new _Code("+");
    function str3(strs, ...args) {
      const expr = [safeStringify(strs[0])];
      let i = 0;
      while (i < args.length) {
        expr.push(plus);
        addCodeArg(expr, args[i]);
        expr.push(plus, safeStringify(strs[++i]));
      }
      optimize(expr);
      return new _Code(expr);
    }
    exports.str = str3;
    function addCodeArg(code, arg) {
      if (arg instanceof _Code)
        code.push(...arg._items);
      else if (arg instanceof Name)
        code.push(arg);
      else
        code.push(interpolate(arg));
    }
    exports.addCodeArg = addCodeArg;
    function optimize(expr) {
      let i = 1;
      while (i < expr.length - 1) {
        if (expr[i] === plus) {
          const res = mergeExprItems(expr[i - 1], expr[i + 1]);
          if (res !== void 0) {
            expr.splice(i - 1, 3, res);
            continue;
          }
          expr[i++] = "+";
        }
        i++;
      }
    }
    function mergeExprItems(a, b) {
      if (b === '""')
        return a;
      if (a === '""')
        return b;
      if (typeof a == "string") {
        if (b instanceof Name || a[a.length - 1] !== '"')
          return;
        if (typeof b != "string")
          return `${a.slice(0, -1)}${b}"`;
        if (b[0] === '"')
          return a.slice(0, -1) + b.slice(1);
        return;
      }
      if (typeof b == "string" && b[0] === '"' && !(a instanceof Name))
        return `"${a}${b.slice(1)}`;
      return;
    }
    function strConcat(c1, c2) {
      return c2.emptyStr() ? c1 : c1.emptyStr() ? c2 : str3`${c1}${c2}`;
    }
    exports.strConcat = strConcat;
    function interpolate(x) {
      return typeof x == "number" || typeof x == "boolean" || x === null ? x : safeStringify(Array.isArray(x) ? x.join(",") : x);
    }
    function stringify(x) {
      return new _Code(safeStringify(x));
    }
    exports.stringify = stringify;
    function safeStringify(x) {
      return JSON.stringify(x).replace(/\u2028/g, "\\u2028").replace(/\u2029/g, "\\u2029");
    }
    exports.safeStringify = safeStringify;
    function getProperty(key) {
      return typeof key == "string" && exports.IDENTIFIER.test(key) ? new _Code(`.${key}`) : _`[${key}]`;
    }
    exports.getProperty = getProperty;
    function getEsmExportName(key) {
      if (typeof key == "string" && exports.IDENTIFIER.test(key)) {
        return new _Code(`${key}`);
      }
      throw new Error(`CodeGen: invalid export name: ${key}, use explicit $id name mapping`);
    }
    exports.getEsmExportName = getEsmExportName;
    function regexpCode(rx) {
      return new _Code(rx.toString());
    }
    exports.regexpCode = regexpCode;
  }
});

// node_modules/ajv/dist/compile/codegen/scope.js
var require_scope = __commonJS({
  "node_modules/ajv/dist/compile/codegen/scope.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.ValueScope = exports.ValueScopeName = exports.Scope = exports.varKinds = exports.UsedValueState = void 0;
    var code_1 = require_code();
    var ValueError = class extends Error {
      constructor(name) {
        super(`CodeGen: "code" for ${name} not defined`);
        this.value = name.value;
      }
    };
    var UsedValueState;
    (function(UsedValueState2) {
      UsedValueState2[UsedValueState2["Started"] = 0] = "Started";
      UsedValueState2[UsedValueState2["Completed"] = 1] = "Completed";
    })(UsedValueState || (exports.UsedValueState = UsedValueState = {}));
    exports.varKinds = {
      const: new code_1.Name("const"),
      let: new code_1.Name("let"),
      var: new code_1.Name("var")
    };
    var Scope = class {
      constructor({ prefixes, parent } = {}) {
        this._names = {};
        this._prefixes = prefixes;
        this._parent = parent;
      }
      toName(nameOrPrefix) {
        return nameOrPrefix instanceof code_1.Name ? nameOrPrefix : this.name(nameOrPrefix);
      }
      name(prefix) {
        return new code_1.Name(this._newName(prefix));
      }
      _newName(prefix) {
        const ng = this._names[prefix] || this._nameGroup(prefix);
        return `${prefix}${ng.index++}`;
      }
      _nameGroup(prefix) {
        var _a, _b;
        if (((_b = (_a = this._parent) === null || _a === void 0 ? void 0 : _a._prefixes) === null || _b === void 0 ? void 0 : _b.has(prefix)) || this._prefixes && !this._prefixes.has(prefix)) {
          throw new Error(`CodeGen: prefix "${prefix}" is not allowed in this scope`);
        }
        return this._names[prefix] = { prefix, index: 0 };
      }
    };
    exports.Scope = Scope;
    var ValueScopeName = class extends code_1.Name {
      constructor(prefix, nameStr) {
        super(nameStr);
        this.prefix = prefix;
      }
      setValue(value, { property, itemIndex }) {
        this.value = value;
        this.scopePath = (0, code_1._)`.${new code_1.Name(property)}[${itemIndex}]`;
      }
    };
    exports.ValueScopeName = ValueScopeName;
    var line = (0, code_1._)`\n`;
    var ValueScope = class extends Scope {
      constructor(opts) {
        super(opts);
        this._values = {};
        this._scope = opts.scope;
        this.opts = { ...opts, _n: opts.lines ? line : code_1.nil };
      }
      get() {
        return this._scope;
      }
      name(prefix) {
        return new ValueScopeName(prefix, this._newName(prefix));
      }
      value(nameOrPrefix, value) {
        var _a;
        if (value.ref === void 0)
          throw new Error("CodeGen: ref must be passed in value");
        const name = this.toName(nameOrPrefix);
        const { prefix } = name;
        const valueKey = (_a = value.key) !== null && _a !== void 0 ? _a : value.ref;
        let vs = this._values[prefix];
        if (vs) {
          const _name = vs.get(valueKey);
          if (_name)
            return _name;
        } else {
          vs = this._values[prefix] = /* @__PURE__ */ new Map();
        }
        vs.set(valueKey, name);
        const s = this._scope[prefix] || (this._scope[prefix] = []);
        const itemIndex = s.length;
        s[itemIndex] = value.ref;
        name.setValue(value, { property: prefix, itemIndex });
        return name;
      }
      getValue(prefix, keyOrRef) {
        const vs = this._values[prefix];
        if (!vs)
          return;
        return vs.get(keyOrRef);
      }
      scopeRefs(scopeName, values = this._values) {
        return this._reduceValues(values, (name) => {
          if (name.scopePath === void 0)
            throw new Error(`CodeGen: name "${name}" has no value`);
          return (0, code_1._)`${scopeName}${name.scopePath}`;
        });
      }
      scopeCode(values = this._values, usedValues, getCode) {
        return this._reduceValues(values, (name) => {
          if (name.value === void 0)
            throw new Error(`CodeGen: name "${name}" has no value`);
          return name.value.code;
        }, usedValues, getCode);
      }
      _reduceValues(values, valueCode, usedValues = {}, getCode) {
        let code = code_1.nil;
        for (const prefix in values) {
          const vs = values[prefix];
          if (!vs)
            continue;
          const nameSet = usedValues[prefix] = usedValues[prefix] || /* @__PURE__ */ new Map();
          vs.forEach((name) => {
            if (nameSet.has(name))
              return;
            nameSet.set(name, UsedValueState.Started);
            let c = valueCode(name);
            if (c) {
              const def = this.opts.es5 ? exports.varKinds.var : exports.varKinds.const;
              code = (0, code_1._)`${code}${def} ${name} = ${c};${this.opts._n}`;
            } else if (c = getCode === null || getCode === void 0 ? void 0 : getCode(name)) {
              code = (0, code_1._)`${code}${c}${this.opts._n}`;
            } else {
              throw new ValueError(name);
            }
            nameSet.set(name, UsedValueState.Completed);
          });
        }
        return code;
      }
    };
    exports.ValueScope = ValueScope;
  }
});

// node_modules/ajv/dist/compile/codegen/index.js
var require_codegen = __commonJS({
  "node_modules/ajv/dist/compile/codegen/index.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.or = exports.and = exports.not = exports.CodeGen = exports.operators = exports.varKinds = exports.ValueScopeName = exports.ValueScope = exports.Scope = exports.Name = exports.regexpCode = exports.stringify = exports.getProperty = exports.nil = exports.strConcat = exports.str = exports._ = void 0;
    var code_1 = require_code();
    var scope_1 = require_scope();
    var code_2 = require_code();
    Object.defineProperty(exports, "_", { enumerable: true, get: function() {
      return code_2._;
    } });
    Object.defineProperty(exports, "str", { enumerable: true, get: function() {
      return code_2.str;
    } });
    Object.defineProperty(exports, "strConcat", { enumerable: true, get: function() {
      return code_2.strConcat;
    } });
    Object.defineProperty(exports, "nil", { enumerable: true, get: function() {
      return code_2.nil;
    } });
    Object.defineProperty(exports, "getProperty", { enumerable: true, get: function() {
      return code_2.getProperty;
    } });
    Object.defineProperty(exports, "stringify", { enumerable: true, get: function() {
      return code_2.stringify;
    } });
    Object.defineProperty(exports, "regexpCode", { enumerable: true, get: function() {
      return code_2.regexpCode;
    } });
    Object.defineProperty(exports, "Name", { enumerable: true, get: function() {
      return code_2.Name;
    } });
    var scope_2 = require_scope();
    Object.defineProperty(exports, "Scope", { enumerable: true, get: function() {
      return scope_2.Scope;
    } });
    Object.defineProperty(exports, "ValueScope", { enumerable: true, get: function() {
      return scope_2.ValueScope;
    } });
    Object.defineProperty(exports, "ValueScopeName", { enumerable: true, get: function() {
      return scope_2.ValueScopeName;
    } });
    Object.defineProperty(exports, "varKinds", { enumerable: true, get: function() {
      return scope_2.varKinds;
    } });
    exports.operators = {
      GT: new code_1._Code(">"),
      GTE: new code_1._Code(">="),
      LT: new code_1._Code("<"),
      LTE: new code_1._Code("<="),
      EQ: new code_1._Code("==="),
      NEQ: new code_1._Code("!=="),
      NOT: new code_1._Code("!"),
      OR: new code_1._Code("||"),
      AND: new code_1._Code("&&"),
      ADD: new code_1._Code("+")
    };
    var Node = class {
      optimizeNodes() {
        return this;
      }
      optimizeNames(_names, _constants) {
        return this;
      }
    };
    var Def = class extends Node {
      constructor(varKind, name, rhs) {
        super();
        this.varKind = varKind;
        this.name = name;
        this.rhs = rhs;
      }
      render({ es5, _n }) {
        const varKind = es5 ? scope_1.varKinds.var : this.varKind;
        const rhs = this.rhs === void 0 ? "" : ` = ${this.rhs}`;
        return `${varKind} ${this.name}${rhs};` + _n;
      }
      optimizeNames(names, constants4) {
        if (!names[this.name.str])
          return;
        if (this.rhs)
          this.rhs = optimizeExpr(this.rhs, names, constants4);
        return this;
      }
      get names() {
        return this.rhs instanceof code_1._CodeOrName ? this.rhs.names : {};
      }
    };
    var Assign = class extends Node {
      constructor(lhs, rhs, sideEffects) {
        super();
        this.lhs = lhs;
        this.rhs = rhs;
        this.sideEffects = sideEffects;
      }
      render({ _n }) {
        return `${this.lhs} = ${this.rhs};` + _n;
      }
      optimizeNames(names, constants4) {
        if (this.lhs instanceof code_1.Name && !names[this.lhs.str] && !this.sideEffects)
          return;
        this.rhs = optimizeExpr(this.rhs, names, constants4);
        return this;
      }
      get names() {
        const names = this.lhs instanceof code_1.Name ? {} : { ...this.lhs.names };
        return addExprNames(names, this.rhs);
      }
    };
    var AssignOp = class extends Assign {
      constructor(lhs, op, rhs, sideEffects) {
        super(lhs, rhs, sideEffects);
        this.op = op;
      }
      render({ _n }) {
        return `${this.lhs} ${this.op}= ${this.rhs};` + _n;
      }
    };
    var Label = class extends Node {
      constructor(label2) {
        super();
        this.label = label2;
        this.names = {};
      }
      render({ _n }) {
        return `${this.label}:` + _n;
      }
    };
    var Break = class extends Node {
      constructor(label2) {
        super();
        this.label = label2;
        this.names = {};
      }
      render({ _n }) {
        const label2 = this.label ? ` ${this.label}` : "";
        return `break${label2};` + _n;
      }
    };
    var Throw = class extends Node {
      constructor(error2) {
        super();
        this.error = error2;
      }
      render({ _n }) {
        return `throw ${this.error};` + _n;
      }
      get names() {
        return this.error.names;
      }
    };
    var AnyCode = class extends Node {
      constructor(code) {
        super();
        this.code = code;
      }
      render({ _n }) {
        return `${this.code};` + _n;
      }
      optimizeNodes() {
        return `${this.code}` ? this : void 0;
      }
      optimizeNames(names, constants4) {
        this.code = optimizeExpr(this.code, names, constants4);
        return this;
      }
      get names() {
        return this.code instanceof code_1._CodeOrName ? this.code.names : {};
      }
    };
    var ParentNode = class extends Node {
      constructor(nodes = []) {
        super();
        this.nodes = nodes;
      }
      render(opts) {
        return this.nodes.reduce((code, n) => code + n.render(opts), "");
      }
      optimizeNodes() {
        const { nodes } = this;
        let i = nodes.length;
        while (i--) {
          const n = nodes[i].optimizeNodes();
          if (Array.isArray(n))
            nodes.splice(i, 1, ...n);
          else if (n)
            nodes[i] = n;
          else
            nodes.splice(i, 1);
        }
        return nodes.length > 0 ? this : void 0;
      }
      optimizeNames(names, constants4) {
        const { nodes } = this;
        let i = nodes.length;
        while (i--) {
          const n = nodes[i];
          if (n.optimizeNames(names, constants4))
            continue;
          subtractNames(names, n.names);
          nodes.splice(i, 1);
        }
        return nodes.length > 0 ? this : void 0;
      }
      get names() {
        return this.nodes.reduce((names, n) => addNames(names, n.names), {});
      }
    };
    var BlockNode = class extends ParentNode {
      render(opts) {
        return "{" + opts._n + super.render(opts) + "}" + opts._n;
      }
    };
    var Root = class extends ParentNode {
    };
    var Else = class extends BlockNode {
    };
    Else.kind = "else";
    var If = class _If extends BlockNode {
      constructor(condition, nodes) {
        super(nodes);
        this.condition = condition;
      }
      render(opts) {
        let code = `if(${this.condition})` + super.render(opts);
        if (this.else)
          code += "else " + this.else.render(opts);
        return code;
      }
      optimizeNodes() {
        super.optimizeNodes();
        const cond = this.condition;
        if (cond === true)
          return this.nodes;
        let e = this.else;
        if (e) {
          const ns = e.optimizeNodes();
          e = this.else = Array.isArray(ns) ? new Else(ns) : ns;
        }
        if (e) {
          if (cond === false)
            return e instanceof _If ? e : e.nodes;
          if (this.nodes.length)
            return this;
          return new _If(not(cond), e instanceof _If ? [e] : e.nodes);
        }
        if (cond === false || !this.nodes.length)
          return void 0;
        return this;
      }
      optimizeNames(names, constants4) {
        var _a;
        this.else = (_a = this.else) === null || _a === void 0 ? void 0 : _a.optimizeNames(names, constants4);
        if (!(super.optimizeNames(names, constants4) || this.else))
          return;
        this.condition = optimizeExpr(this.condition, names, constants4);
        return this;
      }
      get names() {
        const names = super.names;
        addExprNames(names, this.condition);
        if (this.else)
          addNames(names, this.else.names);
        return names;
      }
    };
    If.kind = "if";
    var For = class extends BlockNode {
    };
    For.kind = "for";
    var ForLoop = class extends For {
      constructor(iteration) {
        super();
        this.iteration = iteration;
      }
      render(opts) {
        return `for(${this.iteration})` + super.render(opts);
      }
      optimizeNames(names, constants4) {
        if (!super.optimizeNames(names, constants4))
          return;
        this.iteration = optimizeExpr(this.iteration, names, constants4);
        return this;
      }
      get names() {
        return addNames(super.names, this.iteration.names);
      }
    };
    var ForRange = class extends For {
      constructor(varKind, name, from, to) {
        super();
        this.varKind = varKind;
        this.name = name;
        this.from = from;
        this.to = to;
      }
      render(opts) {
        const varKind = opts.es5 ? scope_1.varKinds.var : this.varKind;
        const { name, from, to } = this;
        return `for(${varKind} ${name}=${from}; ${name}<${to}; ${name}++)` + super.render(opts);
      }
      get names() {
        const names = addExprNames(super.names, this.from);
        return addExprNames(names, this.to);
      }
    };
    var ForIter = class extends For {
      constructor(loop, varKind, name, iterable) {
        super();
        this.loop = loop;
        this.varKind = varKind;
        this.name = name;
        this.iterable = iterable;
      }
      render(opts) {
        return `for(${this.varKind} ${this.name} ${this.loop} ${this.iterable})` + super.render(opts);
      }
      optimizeNames(names, constants4) {
        if (!super.optimizeNames(names, constants4))
          return;
        this.iterable = optimizeExpr(this.iterable, names, constants4);
        return this;
      }
      get names() {
        return addNames(super.names, this.iterable.names);
      }
    };
    var Func = class extends BlockNode {
      constructor(name, args, async) {
        super();
        this.name = name;
        this.args = args;
        this.async = async;
      }
      render(opts) {
        const _async = this.async ? "async " : "";
        return `${_async}function ${this.name}(${this.args})` + super.render(opts);
      }
    };
    Func.kind = "func";
    var Return = class extends ParentNode {
      render(opts) {
        return "return " + super.render(opts);
      }
    };
    Return.kind = "return";
    var Try = class extends BlockNode {
      render(opts) {
        let code = "try" + super.render(opts);
        if (this.catch)
          code += this.catch.render(opts);
        if (this.finally)
          code += this.finally.render(opts);
        return code;
      }
      optimizeNodes() {
        var _a, _b;
        super.optimizeNodes();
        (_a = this.catch) === null || _a === void 0 ? void 0 : _a.optimizeNodes();
        (_b = this.finally) === null || _b === void 0 ? void 0 : _b.optimizeNodes();
        return this;
      }
      optimizeNames(names, constants4) {
        var _a, _b;
        super.optimizeNames(names, constants4);
        (_a = this.catch) === null || _a === void 0 ? void 0 : _a.optimizeNames(names, constants4);
        (_b = this.finally) === null || _b === void 0 ? void 0 : _b.optimizeNames(names, constants4);
        return this;
      }
      get names() {
        const names = super.names;
        if (this.catch)
          addNames(names, this.catch.names);
        if (this.finally)
          addNames(names, this.finally.names);
        return names;
      }
    };
    var Catch = class extends BlockNode {
      constructor(error2) {
        super();
        this.error = error2;
      }
      render(opts) {
        return `catch(${this.error})` + super.render(opts);
      }
    };
    Catch.kind = "catch";
    var Finally = class extends BlockNode {
      render(opts) {
        return "finally" + super.render(opts);
      }
    };
    Finally.kind = "finally";
    var CodeGen = class {
      constructor(extScope, opts = {}) {
        this._values = {};
        this._blockStarts = [];
        this._constants = {};
        this.opts = { ...opts, _n: opts.lines ? "\n" : "" };
        this._extScope = extScope;
        this._scope = new scope_1.Scope({ parent: extScope });
        this._nodes = [new Root()];
      }
      toString() {
        return this._root.render(this.opts);
      }
      // returns unique name in the internal scope
      name(prefix) {
        return this._scope.name(prefix);
      }
      // reserves unique name in the external scope
      scopeName(prefix) {
        return this._extScope.name(prefix);
      }
      // reserves unique name in the external scope and assigns value to it
      scopeValue(prefixOrName, value) {
        const name = this._extScope.value(prefixOrName, value);
        const vs = this._values[name.prefix] || (this._values[name.prefix] = /* @__PURE__ */ new Set());
        vs.add(name);
        return name;
      }
      getScopeValue(prefix, keyOrRef) {
        return this._extScope.getValue(prefix, keyOrRef);
      }
      // return code that assigns values in the external scope to the names that are used internally
      // (same names that were returned by gen.scopeName or gen.scopeValue)
      scopeRefs(scopeName) {
        return this._extScope.scopeRefs(scopeName, this._values);
      }
      scopeCode() {
        return this._extScope.scopeCode(this._values);
      }
      _def(varKind, nameOrPrefix, rhs, constant) {
        const name = this._scope.toName(nameOrPrefix);
        if (rhs !== void 0 && constant)
          this._constants[name.str] = rhs;
        this._leafNode(new Def(varKind, name, rhs));
        return name;
      }
      // `const` declaration (`var` in es5 mode)
      const(nameOrPrefix, rhs, _constant) {
        return this._def(scope_1.varKinds.const, nameOrPrefix, rhs, _constant);
      }
      // `let` declaration with optional assignment (`var` in es5 mode)
      let(nameOrPrefix, rhs, _constant) {
        return this._def(scope_1.varKinds.let, nameOrPrefix, rhs, _constant);
      }
      // `var` declaration with optional assignment
      var(nameOrPrefix, rhs, _constant) {
        return this._def(scope_1.varKinds.var, nameOrPrefix, rhs, _constant);
      }
      // assignment code
      assign(lhs, rhs, sideEffects) {
        return this._leafNode(new Assign(lhs, rhs, sideEffects));
      }
      // `+=` code
      add(lhs, rhs) {
        return this._leafNode(new AssignOp(lhs, exports.operators.ADD, rhs));
      }
      // appends passed SafeExpr to code or executes Block
      code(c) {
        if (typeof c == "function")
          c();
        else if (c !== code_1.nil)
          this._leafNode(new AnyCode(c));
        return this;
      }
      // returns code for object literal for the passed argument list of key-value pairs
      object(...keyValues) {
        const code = ["{"];
        for (const [key, value] of keyValues) {
          if (code.length > 1)
            code.push(",");
          code.push(key);
          if (key !== value || this.opts.es5) {
            code.push(":");
            (0, code_1.addCodeArg)(code, value);
          }
        }
        code.push("}");
        return new code_1._Code(code);
      }
      // `if` clause (or statement if `thenBody` and, optionally, `elseBody` are passed)
      if(condition, thenBody, elseBody) {
        this._blockNode(new If(condition));
        if (thenBody && elseBody) {
          this.code(thenBody).else().code(elseBody).endIf();
        } else if (thenBody) {
          this.code(thenBody).endIf();
        } else if (elseBody) {
          throw new Error('CodeGen: "else" body without "then" body');
        }
        return this;
      }
      // `else if` clause - invalid without `if` or after `else` clauses
      elseIf(condition) {
        return this._elseNode(new If(condition));
      }
      // `else` clause - only valid after `if` or `else if` clauses
      else() {
        return this._elseNode(new Else());
      }
      // end `if` statement (needed if gen.if was used only with condition)
      endIf() {
        return this._endBlockNode(If, Else);
      }
      _for(node, forBody) {
        this._blockNode(node);
        if (forBody)
          this.code(forBody).endFor();
        return this;
      }
      // a generic `for` clause (or statement if `forBody` is passed)
      for(iteration, forBody) {
        return this._for(new ForLoop(iteration), forBody);
      }
      // `for` statement for a range of values
      forRange(nameOrPrefix, from, to, forBody, varKind = this.opts.es5 ? scope_1.varKinds.var : scope_1.varKinds.let) {
        const name = this._scope.toName(nameOrPrefix);
        return this._for(new ForRange(varKind, name, from, to), () => forBody(name));
      }
      // `for-of` statement (in es5 mode replace with a normal for loop)
      forOf(nameOrPrefix, iterable, forBody, varKind = scope_1.varKinds.const) {
        const name = this._scope.toName(nameOrPrefix);
        if (this.opts.es5) {
          const arr = iterable instanceof code_1.Name ? iterable : this.var("_arr", iterable);
          return this.forRange("_i", 0, (0, code_1._)`${arr}.length`, (i) => {
            this.var(name, (0, code_1._)`${arr}[${i}]`);
            forBody(name);
          });
        }
        return this._for(new ForIter("of", varKind, name, iterable), () => forBody(name));
      }
      // `for-in` statement.
      // With option `ownProperties` replaced with a `for-of` loop for object keys
      forIn(nameOrPrefix, obj, forBody, varKind = this.opts.es5 ? scope_1.varKinds.var : scope_1.varKinds.const) {
        if (this.opts.ownProperties) {
          return this.forOf(nameOrPrefix, (0, code_1._)`Object.keys(${obj})`, forBody);
        }
        const name = this._scope.toName(nameOrPrefix);
        return this._for(new ForIter("in", varKind, name, obj), () => forBody(name));
      }
      // end `for` loop
      endFor() {
        return this._endBlockNode(For);
      }
      // `label` statement
      label(label2) {
        return this._leafNode(new Label(label2));
      }
      // `break` statement
      break(label2) {
        return this._leafNode(new Break(label2));
      }
      // `return` statement
      return(value) {
        const node = new Return();
        this._blockNode(node);
        this.code(value);
        if (node.nodes.length !== 1)
          throw new Error('CodeGen: "return" should have one node');
        return this._endBlockNode(Return);
      }
      // `try` statement
      try(tryBody, catchCode, finallyCode) {
        if (!catchCode && !finallyCode)
          throw new Error('CodeGen: "try" without "catch" and "finally"');
        const node = new Try();
        this._blockNode(node);
        this.code(tryBody);
        if (catchCode) {
          const error2 = this.name("e");
          this._currNode = node.catch = new Catch(error2);
          catchCode(error2);
        }
        if (finallyCode) {
          this._currNode = node.finally = new Finally();
          this.code(finallyCode);
        }
        return this._endBlockNode(Catch, Finally);
      }
      // `throw` statement
      throw(error2) {
        return this._leafNode(new Throw(error2));
      }
      // start self-balancing block
      block(body, nodeCount) {
        this._blockStarts.push(this._nodes.length);
        if (body)
          this.code(body).endBlock(nodeCount);
        return this;
      }
      // end the current self-balancing block
      endBlock(nodeCount) {
        const len = this._blockStarts.pop();
        if (len === void 0)
          throw new Error("CodeGen: not in self-balancing block");
        const toClose = this._nodes.length - len;
        if (toClose < 0 || nodeCount !== void 0 && toClose !== nodeCount) {
          throw new Error(`CodeGen: wrong number of nodes: ${toClose} vs ${nodeCount} expected`);
        }
        this._nodes.length = len;
        return this;
      }
      // `function` heading (or definition if funcBody is passed)
      func(name, args = code_1.nil, async, funcBody) {
        this._blockNode(new Func(name, args, async));
        if (funcBody)
          this.code(funcBody).endFunc();
        return this;
      }
      // end function definition
      endFunc() {
        return this._endBlockNode(Func);
      }
      optimize(n = 1) {
        while (n-- > 0) {
          this._root.optimizeNodes();
          this._root.optimizeNames(this._root.names, this._constants);
        }
      }
      _leafNode(node) {
        this._currNode.nodes.push(node);
        return this;
      }
      _blockNode(node) {
        this._currNode.nodes.push(node);
        this._nodes.push(node);
      }
      _endBlockNode(N1, N2) {
        const n = this._currNode;
        if (n instanceof N1 || N2 && n instanceof N2) {
          this._nodes.pop();
          return this;
        }
        throw new Error(`CodeGen: not in block "${N2 ? `${N1.kind}/${N2.kind}` : N1.kind}"`);
      }
      _elseNode(node) {
        const n = this._currNode;
        if (!(n instanceof If)) {
          throw new Error('CodeGen: "else" without "if"');
        }
        this._currNode = n.else = node;
        return this;
      }
      get _root() {
        return this._nodes[0];
      }
      get _currNode() {
        const ns = this._nodes;
        return ns[ns.length - 1];
      }
      set _currNode(node) {
        const ns = this._nodes;
        ns[ns.length - 1] = node;
      }
    };
    exports.CodeGen = CodeGen;
    function addNames(names, from) {
      for (const n in from)
        names[n] = (names[n] || 0) + (from[n] || 0);
      return names;
    }
    function addExprNames(names, from) {
      return from instanceof code_1._CodeOrName ? addNames(names, from.names) : names;
    }
    function optimizeExpr(expr, names, constants4) {
      if (expr instanceof code_1.Name)
        return replaceName(expr);
      if (!canOptimize(expr))
        return expr;
      return new code_1._Code(expr._items.reduce((items, c) => {
        if (c instanceof code_1.Name)
          c = replaceName(c);
        if (c instanceof code_1._Code)
          items.push(...c._items);
        else
          items.push(c);
        return items;
      }, []));
      function replaceName(n) {
        const c = constants4[n.str];
        if (c === void 0 || names[n.str] !== 1)
          return n;
        delete names[n.str];
        return c;
      }
      function canOptimize(e) {
        return e instanceof code_1._Code && e._items.some((c) => c instanceof code_1.Name && names[c.str] === 1 && constants4[c.str] !== void 0);
      }
    }
    function subtractNames(names, from) {
      for (const n in from)
        names[n] = (names[n] || 0) - (from[n] || 0);
    }
    function not(x) {
      return typeof x == "boolean" || typeof x == "number" || x === null ? !x : (0, code_1._)`!${par(x)}`;
    }
    exports.not = not;
    var andCode = mappend(exports.operators.AND);
    function and(...args) {
      return args.reduce(andCode);
    }
    exports.and = and;
    var orCode = mappend(exports.operators.OR);
    function or(...args) {
      return args.reduce(orCode);
    }
    exports.or = or;
    function mappend(op) {
      return (x, y) => x === code_1.nil ? y : y === code_1.nil ? x : (0, code_1._)`${par(x)} ${op} ${par(y)}`;
    }
    function par(x) {
      return x instanceof code_1.Name ? x : (0, code_1._)`(${x})`;
    }
  }
});

// node_modules/ajv/dist/compile/util.js
var require_util = __commonJS({
  "node_modules/ajv/dist/compile/util.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.checkStrictMode = exports.getErrorPath = exports.Type = exports.useFunc = exports.setEvaluated = exports.evaluatedPropsToName = exports.mergeEvaluated = exports.eachItem = exports.unescapeJsonPointer = exports.escapeJsonPointer = exports.escapeFragment = exports.unescapeFragment = exports.schemaRefOrVal = exports.schemaHasRulesButRef = exports.schemaHasRules = exports.checkUnknownRules = exports.alwaysValidSchema = exports.toHash = void 0;
    var codegen_1 = require_codegen();
    var code_1 = require_code();
    function toHash(arr) {
      const hash = {};
      for (const item of arr)
        hash[item] = true;
      return hash;
    }
    exports.toHash = toHash;
    function alwaysValidSchema(it, schema) {
      if (typeof schema == "boolean")
        return schema;
      if (Object.keys(schema).length === 0)
        return true;
      checkUnknownRules(it, schema);
      return !schemaHasRules(schema, it.self.RULES.all);
    }
    exports.alwaysValidSchema = alwaysValidSchema;
    function checkUnknownRules(it, schema = it.schema) {
      const { opts, self } = it;
      if (!opts.strictSchema)
        return;
      if (typeof schema === "boolean")
        return;
      const rules = self.RULES.keywords;
      for (const key in schema) {
        if (!rules[key])
          checkStrictMode(it, `unknown keyword: "${key}"`);
      }
    }
    exports.checkUnknownRules = checkUnknownRules;
    function schemaHasRules(schema, rules) {
      if (typeof schema == "boolean")
        return !schema;
      for (const key in schema)
        if (rules[key])
          return true;
      return false;
    }
    exports.schemaHasRules = schemaHasRules;
    function schemaHasRulesButRef(schema, RULES) {
      if (typeof schema == "boolean")
        return !schema;
      for (const key in schema)
        if (key !== "$ref" && RULES.all[key])
          return true;
      return false;
    }
    exports.schemaHasRulesButRef = schemaHasRulesButRef;
    function schemaRefOrVal({ topSchemaRef, schemaPath }, schema, keyword, $data) {
      if (!$data) {
        if (typeof schema == "number" || typeof schema == "boolean")
          return schema;
        if (typeof schema == "string")
          return (0, codegen_1._)`${schema}`;
      }
      return (0, codegen_1._)`${topSchemaRef}${schemaPath}${(0, codegen_1.getProperty)(keyword)}`;
    }
    exports.schemaRefOrVal = schemaRefOrVal;
    function unescapeFragment(str3) {
      return unescapeJsonPointer(decodeURIComponent(str3));
    }
    exports.unescapeFragment = unescapeFragment;
    function escapeFragment(str3) {
      return encodeURIComponent(escapeJsonPointer(str3));
    }
    exports.escapeFragment = escapeFragment;
    function escapeJsonPointer(str3) {
      if (typeof str3 == "number")
        return `${str3}`;
      return str3.replace(/~/g, "~0").replace(/\//g, "~1");
    }
    exports.escapeJsonPointer = escapeJsonPointer;
    function unescapeJsonPointer(str3) {
      return str3.replace(/~1/g, "/").replace(/~0/g, "~");
    }
    exports.unescapeJsonPointer = unescapeJsonPointer;
    function eachItem(xs, f) {
      if (Array.isArray(xs)) {
        for (const x of xs)
          f(x);
      } else {
        f(xs);
      }
    }
    exports.eachItem = eachItem;
    function makeMergeEvaluated({ mergeNames, mergeToName, mergeValues, resultToName }) {
      return (gen, from, to, toName) => {
        const res = to === void 0 ? from : to instanceof codegen_1.Name ? (from instanceof codegen_1.Name ? mergeNames(gen, from, to) : mergeToName(gen, from, to), to) : from instanceof codegen_1.Name ? (mergeToName(gen, to, from), from) : mergeValues(from, to);
        return toName === codegen_1.Name && !(res instanceof codegen_1.Name) ? resultToName(gen, res) : res;
      };
    }
    exports.mergeEvaluated = {
      props: makeMergeEvaluated({
        mergeNames: (gen, from, to) => gen.if((0, codegen_1._)`${to} !== true && ${from} !== undefined`, () => {
          gen.if((0, codegen_1._)`${from} === true`, () => gen.assign(to, true), () => gen.assign(to, (0, codegen_1._)`${to} || {}`).code((0, codegen_1._)`Object.assign(${to}, ${from})`));
        }),
        mergeToName: (gen, from, to) => gen.if((0, codegen_1._)`${to} !== true`, () => {
          if (from === true) {
            gen.assign(to, true);
          } else {
            gen.assign(to, (0, codegen_1._)`${to} || {}`);
            setEvaluated(gen, to, from);
          }
        }),
        mergeValues: (from, to) => from === true ? true : { ...from, ...to },
        resultToName: evaluatedPropsToName
      }),
      items: makeMergeEvaluated({
        mergeNames: (gen, from, to) => gen.if((0, codegen_1._)`${to} !== true && ${from} !== undefined`, () => gen.assign(to, (0, codegen_1._)`${from} === true ? true : ${to} > ${from} ? ${to} : ${from}`)),
        mergeToName: (gen, from, to) => gen.if((0, codegen_1._)`${to} !== true`, () => gen.assign(to, from === true ? true : (0, codegen_1._)`${to} > ${from} ? ${to} : ${from}`)),
        mergeValues: (from, to) => from === true ? true : Math.max(from, to),
        resultToName: (gen, items) => gen.var("items", items)
      })
    };
    function evaluatedPropsToName(gen, ps) {
      if (ps === true)
        return gen.var("props", true);
      const props = gen.var("props", (0, codegen_1._)`{}`);
      if (ps !== void 0)
        setEvaluated(gen, props, ps);
      return props;
    }
    exports.evaluatedPropsToName = evaluatedPropsToName;
    function setEvaluated(gen, props, ps) {
      Object.keys(ps).forEach((p) => gen.assign((0, codegen_1._)`${props}${(0, codegen_1.getProperty)(p)}`, true));
    }
    exports.setEvaluated = setEvaluated;
    var snippets = {};
    function useFunc(gen, f) {
      return gen.scopeValue("func", {
        ref: f,
        code: snippets[f.code] || (snippets[f.code] = new code_1._Code(f.code))
      });
    }
    exports.useFunc = useFunc;
    var Type;
    (function(Type2) {
      Type2[Type2["Num"] = 0] = "Num";
      Type2[Type2["Str"] = 1] = "Str";
    })(Type || (exports.Type = Type = {}));
    function getErrorPath(dataProp, dataPropType, jsPropertySyntax) {
      if (dataProp instanceof codegen_1.Name) {
        const isNumber = dataPropType === Type.Num;
        return jsPropertySyntax ? isNumber ? (0, codegen_1._)`"[" + ${dataProp} + "]"` : (0, codegen_1._)`"['" + ${dataProp} + "']"` : isNumber ? (0, codegen_1._)`"/" + ${dataProp}` : (0, codegen_1._)`"/" + ${dataProp}.replace(/~/g, "~0").replace(/\\//g, "~1")`;
      }
      return jsPropertySyntax ? (0, codegen_1.getProperty)(dataProp).toString() : "/" + escapeJsonPointer(dataProp);
    }
    exports.getErrorPath = getErrorPath;
    function checkStrictMode(it, msg, mode = it.opts.strictSchema) {
      if (!mode)
        return;
      msg = `strict mode: ${msg}`;
      if (mode === true)
        throw new Error(msg);
      it.self.logger.warn(msg);
    }
    exports.checkStrictMode = checkStrictMode;
  }
});

// node_modules/ajv/dist/compile/names.js
var require_names = __commonJS({
  "node_modules/ajv/dist/compile/names.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var codegen_1 = require_codegen();
    var names = {
      // validation function arguments
      data: new codegen_1.Name("data"),
      // data passed to validation function
      // args passed from referencing schema
      valCxt: new codegen_1.Name("valCxt"),
      // validation/data context - should not be used directly, it is destructured to the names below
      instancePath: new codegen_1.Name("instancePath"),
      parentData: new codegen_1.Name("parentData"),
      parentDataProperty: new codegen_1.Name("parentDataProperty"),
      rootData: new codegen_1.Name("rootData"),
      // root data - same as the data passed to the first/top validation function
      dynamicAnchors: new codegen_1.Name("dynamicAnchors"),
      // used to support recursiveRef and dynamicRef
      // function scoped variables
      vErrors: new codegen_1.Name("vErrors"),
      // null or array of validation errors
      errors: new codegen_1.Name("errors"),
      // counter of validation errors
      this: new codegen_1.Name("this"),
      // "globals"
      self: new codegen_1.Name("self"),
      scope: new codegen_1.Name("scope"),
      // JTD serialize/parse name for JSON string and position
      json: new codegen_1.Name("json"),
      jsonPos: new codegen_1.Name("jsonPos"),
      jsonLen: new codegen_1.Name("jsonLen"),
      jsonPart: new codegen_1.Name("jsonPart")
    };
    exports.default = names;
  }
});

// node_modules/ajv/dist/compile/errors.js
var require_errors2 = __commonJS({
  "node_modules/ajv/dist/compile/errors.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.extendErrors = exports.resetErrorsCount = exports.reportExtraError = exports.reportError = exports.keyword$DataError = exports.keywordError = void 0;
    var codegen_1 = require_codegen();
    var util_1 = require_util();
    var names_1 = require_names();
    exports.keywordError = {
      message: ({ keyword }) => (0, codegen_1.str)`must pass "${keyword}" keyword validation`
    };
    exports.keyword$DataError = {
      message: ({ keyword, schemaType }) => schemaType ? (0, codegen_1.str)`"${keyword}" keyword must be ${schemaType} ($data)` : (0, codegen_1.str)`"${keyword}" keyword is invalid ($data)`
    };
    function reportError(cxt, error2 = exports.keywordError, errorPaths, overrideAllErrors) {
      const { it } = cxt;
      const { gen, compositeRule, allErrors } = it;
      const errObj = errorObjectCode(cxt, error2, errorPaths);
      if (overrideAllErrors !== null && overrideAllErrors !== void 0 ? overrideAllErrors : compositeRule || allErrors) {
        addError(gen, errObj);
      } else {
        returnErrors(it, (0, codegen_1._)`[${errObj}]`);
      }
    }
    exports.reportError = reportError;
    function reportExtraError(cxt, error2 = exports.keywordError, errorPaths) {
      const { it } = cxt;
      const { gen, compositeRule, allErrors } = it;
      const errObj = errorObjectCode(cxt, error2, errorPaths);
      addError(gen, errObj);
      if (!(compositeRule || allErrors)) {
        returnErrors(it, names_1.default.vErrors);
      }
    }
    exports.reportExtraError = reportExtraError;
    function resetErrorsCount(gen, errsCount) {
      gen.assign(names_1.default.errors, errsCount);
      gen.if((0, codegen_1._)`${names_1.default.vErrors} !== null`, () => gen.if(errsCount, () => gen.assign((0, codegen_1._)`${names_1.default.vErrors}.length`, errsCount), () => gen.assign(names_1.default.vErrors, null)));
    }
    exports.resetErrorsCount = resetErrorsCount;
    function extendErrors({ gen, keyword, schemaValue, data, errsCount, it }) {
      if (errsCount === void 0)
        throw new Error("ajv implementation error");
      const err = gen.name("err");
      gen.forRange("i", errsCount, names_1.default.errors, (i) => {
        gen.const(err, (0, codegen_1._)`${names_1.default.vErrors}[${i}]`);
        gen.if((0, codegen_1._)`${err}.instancePath === undefined`, () => gen.assign((0, codegen_1._)`${err}.instancePath`, (0, codegen_1.strConcat)(names_1.default.instancePath, it.errorPath)));
        gen.assign((0, codegen_1._)`${err}.schemaPath`, (0, codegen_1.str)`${it.errSchemaPath}/${keyword}`);
        if (it.opts.verbose) {
          gen.assign((0, codegen_1._)`${err}.schema`, schemaValue);
          gen.assign((0, codegen_1._)`${err}.data`, data);
        }
      });
    }
    exports.extendErrors = extendErrors;
    function addError(gen, errObj) {
      const err = gen.const("err", errObj);
      gen.if((0, codegen_1._)`${names_1.default.vErrors} === null`, () => gen.assign(names_1.default.vErrors, (0, codegen_1._)`[${err}]`), (0, codegen_1._)`${names_1.default.vErrors}.push(${err})`);
      gen.code((0, codegen_1._)`${names_1.default.errors}++`);
    }
    function returnErrors(it, errs) {
      const { gen, validateName, schemaEnv } = it;
      if (schemaEnv.$async) {
        gen.throw((0, codegen_1._)`new ${it.ValidationError}(${errs})`);
      } else {
        gen.assign((0, codegen_1._)`${validateName}.errors`, errs);
        gen.return(false);
      }
    }
    var E = {
      keyword: new codegen_1.Name("keyword"),
      schemaPath: new codegen_1.Name("schemaPath"),
      // also used in JTD errors
      params: new codegen_1.Name("params"),
      propertyName: new codegen_1.Name("propertyName"),
      message: new codegen_1.Name("message"),
      schema: new codegen_1.Name("schema"),
      parentSchema: new codegen_1.Name("parentSchema")
    };
    function errorObjectCode(cxt, error2, errorPaths) {
      const { createErrors } = cxt.it;
      if (createErrors === false)
        return (0, codegen_1._)`{}`;
      return errorObject(cxt, error2, errorPaths);
    }
    function errorObject(cxt, error2, errorPaths = {}) {
      const { gen, it } = cxt;
      const keyValues = [
        errorInstancePath(it, errorPaths),
        errorSchemaPath(cxt, errorPaths)
      ];
      extraErrorProps(cxt, error2, keyValues);
      return gen.object(...keyValues);
    }
    function errorInstancePath({ errorPath }, { instancePath }) {
      const instPath = instancePath ? (0, codegen_1.str)`${errorPath}${(0, util_1.getErrorPath)(instancePath, util_1.Type.Str)}` : errorPath;
      return [names_1.default.instancePath, (0, codegen_1.strConcat)(names_1.default.instancePath, instPath)];
    }
    function errorSchemaPath({ keyword, it: { errSchemaPath } }, { schemaPath, parentSchema }) {
      let schPath = parentSchema ? errSchemaPath : (0, codegen_1.str)`${errSchemaPath}/${keyword}`;
      if (schemaPath) {
        schPath = (0, codegen_1.str)`${schPath}${(0, util_1.getErrorPath)(schemaPath, util_1.Type.Str)}`;
      }
      return [E.schemaPath, schPath];
    }
    function extraErrorProps(cxt, { params, message }, keyValues) {
      const { keyword, data, schemaValue, it } = cxt;
      const { opts, propertyName, topSchemaRef, schemaPath } = it;
      keyValues.push([E.keyword, keyword], [E.params, typeof params == "function" ? params(cxt) : params || (0, codegen_1._)`{}`]);
      if (opts.messages) {
        keyValues.push([E.message, typeof message == "function" ? message(cxt) : message]);
      }
      if (opts.verbose) {
        keyValues.push([E.schema, schemaValue], [E.parentSchema, (0, codegen_1._)`${topSchemaRef}${schemaPath}`], [names_1.default.data, data]);
      }
      if (propertyName)
        keyValues.push([E.propertyName, propertyName]);
    }
  }
});

// node_modules/ajv/dist/compile/validate/boolSchema.js
var require_boolSchema = __commonJS({
  "node_modules/ajv/dist/compile/validate/boolSchema.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.boolOrEmptySchema = exports.topBoolOrEmptySchema = void 0;
    var errors_1 = require_errors2();
    var codegen_1 = require_codegen();
    var names_1 = require_names();
    var boolError = {
      message: "boolean schema is false"
    };
    function topBoolOrEmptySchema(it) {
      const { gen, schema, validateName } = it;
      if (schema === false) {
        falseSchemaError(it, false);
      } else if (typeof schema == "object" && schema.$async === true) {
        gen.return(names_1.default.data);
      } else {
        gen.assign((0, codegen_1._)`${validateName}.errors`, null);
        gen.return(true);
      }
    }
    exports.topBoolOrEmptySchema = topBoolOrEmptySchema;
    function boolOrEmptySchema(it, valid) {
      const { gen, schema } = it;
      if (schema === false) {
        gen.var(valid, false);
        falseSchemaError(it);
      } else {
        gen.var(valid, true);
      }
    }
    exports.boolOrEmptySchema = boolOrEmptySchema;
    function falseSchemaError(it, overrideAllErrors) {
      const { gen, data } = it;
      const cxt = {
        gen,
        keyword: "false schema",
        data,
        schema: false,
        schemaCode: false,
        schemaValue: false,
        params: {},
        it
      };
      (0, errors_1.reportError)(cxt, boolError, void 0, overrideAllErrors);
    }
  }
});

// node_modules/ajv/dist/compile/rules.js
var require_rules = __commonJS({
  "node_modules/ajv/dist/compile/rules.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.getRules = exports.isJSONType = void 0;
    var _jsonTypes = ["string", "number", "integer", "boolean", "null", "object", "array"];
    var jsonTypes = new Set(_jsonTypes);
    function isJSONType(x) {
      return typeof x == "string" && jsonTypes.has(x);
    }
    exports.isJSONType = isJSONType;
    function getRules() {
      const groups = {
        number: { type: "number", rules: [] },
        string: { type: "string", rules: [] },
        array: { type: "array", rules: [] },
        object: { type: "object", rules: [] }
      };
      return {
        types: { ...groups, integer: true, boolean: true, null: true },
        rules: [{ rules: [] }, groups.number, groups.string, groups.array, groups.object],
        post: { rules: [] },
        all: {},
        keywords: {}
      };
    }
    exports.getRules = getRules;
  }
});

// node_modules/ajv/dist/compile/validate/applicability.js
var require_applicability = __commonJS({
  "node_modules/ajv/dist/compile/validate/applicability.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.shouldUseRule = exports.shouldUseGroup = exports.schemaHasRulesForType = void 0;
    function schemaHasRulesForType({ schema, self }, type) {
      const group = self.RULES.types[type];
      return group && group !== true && shouldUseGroup(schema, group);
    }
    exports.schemaHasRulesForType = schemaHasRulesForType;
    function shouldUseGroup(schema, group) {
      return group.rules.some((rule) => shouldUseRule(schema, rule));
    }
    exports.shouldUseGroup = shouldUseGroup;
    function shouldUseRule(schema, rule) {
      var _a;
      return schema[rule.keyword] !== void 0 || ((_a = rule.definition.implements) === null || _a === void 0 ? void 0 : _a.some((kwd) => schema[kwd] !== void 0));
    }
    exports.shouldUseRule = shouldUseRule;
  }
});

// node_modules/ajv/dist/compile/validate/dataType.js
var require_dataType = __commonJS({
  "node_modules/ajv/dist/compile/validate/dataType.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.reportTypeError = exports.checkDataTypes = exports.checkDataType = exports.coerceAndCheckDataType = exports.getJSONTypes = exports.getSchemaTypes = exports.DataType = void 0;
    var rules_1 = require_rules();
    var applicability_1 = require_applicability();
    var errors_1 = require_errors2();
    var codegen_1 = require_codegen();
    var util_1 = require_util();
    var DataType;
    (function(DataType2) {
      DataType2[DataType2["Correct"] = 0] = "Correct";
      DataType2[DataType2["Wrong"] = 1] = "Wrong";
    })(DataType || (exports.DataType = DataType = {}));
    function getSchemaTypes(schema) {
      const types = getJSONTypes(schema.type);
      const hasNull = types.includes("null");
      if (hasNull) {
        if (schema.nullable === false)
          throw new Error("type: null contradicts nullable: false");
      } else {
        if (!types.length && schema.nullable !== void 0) {
          throw new Error('"nullable" cannot be used without "type"');
        }
        if (schema.nullable === true)
          types.push("null");
      }
      return types;
    }
    exports.getSchemaTypes = getSchemaTypes;
    function getJSONTypes(ts) {
      const types = Array.isArray(ts) ? ts : ts ? [ts] : [];
      if (types.every(rules_1.isJSONType))
        return types;
      throw new Error("type must be JSONType or JSONType[]: " + types.join(","));
    }
    exports.getJSONTypes = getJSONTypes;
    function coerceAndCheckDataType(it, types) {
      const { gen, data, opts } = it;
      const coerceTo = coerceToTypes(types, opts.coerceTypes);
      const checkTypes = types.length > 0 && !(coerceTo.length === 0 && types.length === 1 && (0, applicability_1.schemaHasRulesForType)(it, types[0]));
      if (checkTypes) {
        const wrongType = checkDataTypes(types, data, opts.strictNumbers, DataType.Wrong);
        gen.if(wrongType, () => {
          if (coerceTo.length)
            coerceData(it, types, coerceTo);
          else
            reportTypeError(it);
        });
      }
      return checkTypes;
    }
    exports.coerceAndCheckDataType = coerceAndCheckDataType;
    var COERCIBLE = /* @__PURE__ */ new Set(["string", "number", "integer", "boolean", "null"]);
    function coerceToTypes(types, coerceTypes) {
      return coerceTypes ? types.filter((t) => COERCIBLE.has(t) || coerceTypes === "array" && t === "array") : [];
    }
    function coerceData(it, types, coerceTo) {
      const { gen, data, opts } = it;
      const dataType = gen.let("dataType", (0, codegen_1._)`typeof ${data}`);
      const coerced = gen.let("coerced", (0, codegen_1._)`undefined`);
      if (opts.coerceTypes === "array") {
        gen.if((0, codegen_1._)`${dataType} == 'object' && Array.isArray(${data}) && ${data}.length == 1`, () => gen.assign(data, (0, codegen_1._)`${data}[0]`).assign(dataType, (0, codegen_1._)`typeof ${data}`).if(checkDataTypes(types, data, opts.strictNumbers), () => gen.assign(coerced, data)));
      }
      gen.if((0, codegen_1._)`${coerced} !== undefined`);
      for (const t of coerceTo) {
        if (COERCIBLE.has(t) || t === "array" && opts.coerceTypes === "array") {
          coerceSpecificType(t);
        }
      }
      gen.else();
      reportTypeError(it);
      gen.endIf();
      gen.if((0, codegen_1._)`${coerced} !== undefined`, () => {
        gen.assign(data, coerced);
        assignParentData(it, coerced);
      });
      function coerceSpecificType(t) {
        switch (t) {
          case "string":
            gen.elseIf((0, codegen_1._)`${dataType} == "number" || ${dataType} == "boolean"`).assign(coerced, (0, codegen_1._)`"" + ${data}`).elseIf((0, codegen_1._)`${data} === null`).assign(coerced, (0, codegen_1._)`""`);
            return;
          case "number":
            gen.elseIf((0, codegen_1._)`${dataType} == "boolean" || ${data} === null
              || (${dataType} == "string" && ${data} && ${data} == +${data})`).assign(coerced, (0, codegen_1._)`+${data}`);
            return;
          case "integer":
            gen.elseIf((0, codegen_1._)`${dataType} === "boolean" || ${data} === null
              || (${dataType} === "string" && ${data} && ${data} == +${data} && !(${data} % 1))`).assign(coerced, (0, codegen_1._)`+${data}`);
            return;
          case "boolean":
            gen.elseIf((0, codegen_1._)`${data} === "false" || ${data} === 0 || ${data} === null`).assign(coerced, false).elseIf((0, codegen_1._)`${data} === "true" || ${data} === 1`).assign(coerced, true);
            return;
          case "null":
            gen.elseIf((0, codegen_1._)`${data} === "" || ${data} === 0 || ${data} === false`);
            gen.assign(coerced, null);
            return;
          case "array":
            gen.elseIf((0, codegen_1._)`${dataType} === "string" || ${dataType} === "number"
              || ${dataType} === "boolean" || ${data} === null`).assign(coerced, (0, codegen_1._)`[${data}]`);
        }
      }
    }
    function assignParentData({ gen, parentData, parentDataProperty }, expr) {
      gen.if((0, codegen_1._)`${parentData} !== undefined`, () => gen.assign((0, codegen_1._)`${parentData}[${parentDataProperty}]`, expr));
    }
    function checkDataType(dataType, data, strictNums, correct = DataType.Correct) {
      const EQ = correct === DataType.Correct ? codegen_1.operators.EQ : codegen_1.operators.NEQ;
      let cond;
      switch (dataType) {
        case "null":
          return (0, codegen_1._)`${data} ${EQ} null`;
        case "array":
          cond = (0, codegen_1._)`Array.isArray(${data})`;
          break;
        case "object":
          cond = (0, codegen_1._)`${data} && typeof ${data} == "object" && !Array.isArray(${data})`;
          break;
        case "integer":
          cond = numCond((0, codegen_1._)`!(${data} % 1) && !isNaN(${data})`);
          break;
        case "number":
          cond = numCond();
          break;
        default:
          return (0, codegen_1._)`typeof ${data} ${EQ} ${dataType}`;
      }
      return correct === DataType.Correct ? cond : (0, codegen_1.not)(cond);
      function numCond(_cond = codegen_1.nil) {
        return (0, codegen_1.and)((0, codegen_1._)`typeof ${data} == "number"`, _cond, strictNums ? (0, codegen_1._)`isFinite(${data})` : codegen_1.nil);
      }
    }
    exports.checkDataType = checkDataType;
    function checkDataTypes(dataTypes, data, strictNums, correct) {
      if (dataTypes.length === 1) {
        return checkDataType(dataTypes[0], data, strictNums, correct);
      }
      let cond;
      const types = (0, util_1.toHash)(dataTypes);
      if (types.array && types.object) {
        const notObj = (0, codegen_1._)`typeof ${data} != "object"`;
        cond = types.null ? notObj : (0, codegen_1._)`!${data} || ${notObj}`;
        delete types.null;
        delete types.array;
        delete types.object;
      } else {
        cond = codegen_1.nil;
      }
      if (types.number)
        delete types.integer;
      for (const t in types)
        cond = (0, codegen_1.and)(cond, checkDataType(t, data, strictNums, correct));
      return cond;
    }
    exports.checkDataTypes = checkDataTypes;
    var typeError = {
      message: ({ schema }) => `must be ${schema}`,
      params: ({ schema, schemaValue }) => typeof schema == "string" ? (0, codegen_1._)`{type: ${schema}}` : (0, codegen_1._)`{type: ${schemaValue}}`
    };
    function reportTypeError(it) {
      const cxt = getTypeErrorContext(it);
      (0, errors_1.reportError)(cxt, typeError);
    }
    exports.reportTypeError = reportTypeError;
    function getTypeErrorContext(it) {
      const { gen, data, schema } = it;
      const schemaCode = (0, util_1.schemaRefOrVal)(it, schema, "type");
      return {
        gen,
        keyword: "type",
        data,
        schema: schema.type,
        schemaCode,
        schemaValue: schemaCode,
        parentSchema: schema,
        params: {},
        it
      };
    }
  }
});

// node_modules/ajv/dist/compile/validate/defaults.js
var require_defaults = __commonJS({
  "node_modules/ajv/dist/compile/validate/defaults.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.assignDefaults = void 0;
    var codegen_1 = require_codegen();
    var util_1 = require_util();
    function assignDefaults(it, ty) {
      const { properties, items } = it.schema;
      if (ty === "object" && properties) {
        for (const key in properties) {
          assignDefault(it, key, properties[key].default);
        }
      } else if (ty === "array" && Array.isArray(items)) {
        items.forEach((sch, i) => assignDefault(it, i, sch.default));
      }
    }
    exports.assignDefaults = assignDefaults;
    function assignDefault(it, prop, defaultValue) {
      const { gen, compositeRule, data, opts } = it;
      if (defaultValue === void 0)
        return;
      const childData = (0, codegen_1._)`${data}${(0, codegen_1.getProperty)(prop)}`;
      if (compositeRule) {
        (0, util_1.checkStrictMode)(it, `default is ignored for: ${childData}`);
        return;
      }
      let condition = (0, codegen_1._)`${childData} === undefined`;
      if (opts.useDefaults === "empty") {
        condition = (0, codegen_1._)`${condition} || ${childData} === null || ${childData} === ""`;
      }
      gen.if(condition, (0, codegen_1._)`${childData} = ${(0, codegen_1.stringify)(defaultValue)}`);
    }
  }
});

// node_modules/ajv/dist/vocabularies/code.js
var require_code2 = __commonJS({
  "node_modules/ajv/dist/vocabularies/code.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.validateUnion = exports.validateArray = exports.usePattern = exports.callValidateCode = exports.schemaProperties = exports.allSchemaProperties = exports.noPropertyInData = exports.propertyInData = exports.isOwnProperty = exports.hasPropFunc = exports.reportMissingProp = exports.checkMissingProp = exports.checkReportMissingProp = void 0;
    var codegen_1 = require_codegen();
    var util_1 = require_util();
    var names_1 = require_names();
    var util_2 = require_util();
    function checkReportMissingProp(cxt, prop) {
      const { gen, data, it } = cxt;
      gen.if(noPropertyInData(gen, data, prop, it.opts.ownProperties), () => {
        cxt.setParams({ missingProperty: (0, codegen_1._)`${prop}` }, true);
        cxt.error();
      });
    }
    exports.checkReportMissingProp = checkReportMissingProp;
    function checkMissingProp({ gen, data, it: { opts } }, properties, missing) {
      return (0, codegen_1.or)(...properties.map((prop) => (0, codegen_1.and)(noPropertyInData(gen, data, prop, opts.ownProperties), (0, codegen_1._)`${missing} = ${prop}`)));
    }
    exports.checkMissingProp = checkMissingProp;
    function reportMissingProp(cxt, missing) {
      cxt.setParams({ missingProperty: missing }, true);
      cxt.error();
    }
    exports.reportMissingProp = reportMissingProp;
    function hasPropFunc(gen) {
      return gen.scopeValue("func", {
        // eslint-disable-next-line @typescript-eslint/unbound-method
        ref: Object.prototype.hasOwnProperty,
        code: (0, codegen_1._)`Object.prototype.hasOwnProperty`
      });
    }
    exports.hasPropFunc = hasPropFunc;
    function isOwnProperty(gen, data, property) {
      return (0, codegen_1._)`${hasPropFunc(gen)}.call(${data}, ${property})`;
    }
    exports.isOwnProperty = isOwnProperty;
    function propertyInData(gen, data, property, ownProperties) {
      const cond = (0, codegen_1._)`${data}${(0, codegen_1.getProperty)(property)} !== undefined`;
      return ownProperties ? (0, codegen_1._)`${cond} && ${isOwnProperty(gen, data, property)}` : cond;
    }
    exports.propertyInData = propertyInData;
    function noPropertyInData(gen, data, property, ownProperties) {
      const cond = (0, codegen_1._)`${data}${(0, codegen_1.getProperty)(property)} === undefined`;
      return ownProperties ? (0, codegen_1.or)(cond, (0, codegen_1.not)(isOwnProperty(gen, data, property))) : cond;
    }
    exports.noPropertyInData = noPropertyInData;
    function allSchemaProperties(schemaMap) {
      return schemaMap ? Object.keys(schemaMap).filter((p) => p !== "__proto__") : [];
    }
    exports.allSchemaProperties = allSchemaProperties;
    function schemaProperties(it, schemaMap) {
      return allSchemaProperties(schemaMap).filter((p) => !(0, util_1.alwaysValidSchema)(it, schemaMap[p]));
    }
    exports.schemaProperties = schemaProperties;
    function callValidateCode({ schemaCode, data, it: { gen, topSchemaRef, schemaPath, errorPath }, it }, func, context, passSchema) {
      const dataAndSchema = passSchema ? (0, codegen_1._)`${schemaCode}, ${data}, ${topSchemaRef}${schemaPath}` : data;
      const valCxt = [
        [names_1.default.instancePath, (0, codegen_1.strConcat)(names_1.default.instancePath, errorPath)],
        [names_1.default.parentData, it.parentData],
        [names_1.default.parentDataProperty, it.parentDataProperty],
        [names_1.default.rootData, names_1.default.rootData]
      ];
      if (it.opts.dynamicRef)
        valCxt.push([names_1.default.dynamicAnchors, names_1.default.dynamicAnchors]);
      const args = (0, codegen_1._)`${dataAndSchema}, ${gen.object(...valCxt)}`;
      return context !== codegen_1.nil ? (0, codegen_1._)`${func}.call(${context}, ${args})` : (0, codegen_1._)`${func}(${args})`;
    }
    exports.callValidateCode = callValidateCode;
    var newRegExp = (0, codegen_1._)`new RegExp`;
    function usePattern({ gen, it: { opts } }, pattern) {
      const u = opts.unicodeRegExp ? "u" : "";
      const { regExp } = opts.code;
      const rx = regExp(pattern, u);
      return gen.scopeValue("pattern", {
        key: rx.toString(),
        ref: rx,
        code: (0, codegen_1._)`${regExp.code === "new RegExp" ? newRegExp : (0, util_2.useFunc)(gen, regExp)}(${pattern}, ${u})`
      });
    }
    exports.usePattern = usePattern;
    function validateArray(cxt) {
      const { gen, data, keyword, it } = cxt;
      const valid = gen.name("valid");
      if (it.allErrors) {
        const validArr = gen.let("valid", true);
        validateItems(() => gen.assign(validArr, false));
        return validArr;
      }
      gen.var(valid, true);
      validateItems(() => gen.break());
      return valid;
      function validateItems(notValid) {
        const len = gen.const("len", (0, codegen_1._)`${data}.length`);
        gen.forRange("i", 0, len, (i) => {
          cxt.subschema({
            keyword,
            dataProp: i,
            dataPropType: util_1.Type.Num
          }, valid);
          gen.if((0, codegen_1.not)(valid), notValid);
        });
      }
    }
    exports.validateArray = validateArray;
    function validateUnion(cxt) {
      const { gen, schema, keyword, it } = cxt;
      if (!Array.isArray(schema))
        throw new Error("ajv implementation error");
      const alwaysValid = schema.some((sch) => (0, util_1.alwaysValidSchema)(it, sch));
      if (alwaysValid && !it.opts.unevaluated)
        return;
      const valid = gen.let("valid", false);
      const schValid = gen.name("_valid");
      gen.block(() => schema.forEach((_sch, i) => {
        const schCxt = cxt.subschema({
          keyword,
          schemaProp: i,
          compositeRule: true
        }, schValid);
        gen.assign(valid, (0, codegen_1._)`${valid} || ${schValid}`);
        const merged = cxt.mergeValidEvaluated(schCxt, schValid);
        if (!merged)
          gen.if((0, codegen_1.not)(valid));
      }));
      cxt.result(valid, () => cxt.reset(), () => cxt.error(true));
    }
    exports.validateUnion = validateUnion;
  }
});

// node_modules/ajv/dist/compile/validate/keyword.js
var require_keyword = __commonJS({
  "node_modules/ajv/dist/compile/validate/keyword.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.validateKeywordUsage = exports.validSchemaType = exports.funcKeywordCode = exports.macroKeywordCode = void 0;
    var codegen_1 = require_codegen();
    var names_1 = require_names();
    var code_1 = require_code2();
    var errors_1 = require_errors2();
    function macroKeywordCode(cxt, def) {
      const { gen, keyword, schema, parentSchema, it } = cxt;
      const macroSchema = def.macro.call(it.self, schema, parentSchema, it);
      const schemaRef = useKeyword(gen, keyword, macroSchema);
      if (it.opts.validateSchema !== false)
        it.self.validateSchema(macroSchema, true);
      const valid = gen.name("valid");
      cxt.subschema({
        schema: macroSchema,
        schemaPath: codegen_1.nil,
        errSchemaPath: `${it.errSchemaPath}/${keyword}`,
        topSchemaRef: schemaRef,
        compositeRule: true
      }, valid);
      cxt.pass(valid, () => cxt.error(true));
    }
    exports.macroKeywordCode = macroKeywordCode;
    function funcKeywordCode(cxt, def) {
      var _a;
      const { gen, keyword, schema, parentSchema, $data, it } = cxt;
      checkAsyncKeyword(it, def);
      const validate2 = !$data && def.compile ? def.compile.call(it.self, schema, parentSchema, it) : def.validate;
      const validateRef = useKeyword(gen, keyword, validate2);
      const valid = gen.let("valid");
      cxt.block$data(valid, validateKeyword);
      cxt.ok((_a = def.valid) !== null && _a !== void 0 ? _a : valid);
      function validateKeyword() {
        if (def.errors === false) {
          assignValid();
          if (def.modifying)
            modifyData(cxt);
          reportErrs(() => cxt.error());
        } else {
          const ruleErrs = def.async ? validateAsync() : validateSync();
          if (def.modifying)
            modifyData(cxt);
          reportErrs(() => addErrs(cxt, ruleErrs));
        }
      }
      function validateAsync() {
        const ruleErrs = gen.let("ruleErrs", null);
        gen.try(() => assignValid((0, codegen_1._)`await `), (e) => gen.assign(valid, false).if((0, codegen_1._)`${e} instanceof ${it.ValidationError}`, () => gen.assign(ruleErrs, (0, codegen_1._)`${e}.errors`), () => gen.throw(e)));
        return ruleErrs;
      }
      function validateSync() {
        const validateErrs = (0, codegen_1._)`${validateRef}.errors`;
        gen.assign(validateErrs, null);
        assignValid(codegen_1.nil);
        return validateErrs;
      }
      function assignValid(_await = def.async ? (0, codegen_1._)`await ` : codegen_1.nil) {
        const passCxt = it.opts.passContext ? names_1.default.this : names_1.default.self;
        const passSchema = !("compile" in def && !$data || def.schema === false);
        gen.assign(valid, (0, codegen_1._)`${_await}${(0, code_1.callValidateCode)(cxt, validateRef, passCxt, passSchema)}`, def.modifying);
      }
      function reportErrs(errors) {
        var _a2;
        gen.if((0, codegen_1.not)((_a2 = def.valid) !== null && _a2 !== void 0 ? _a2 : valid), errors);
      }
    }
    exports.funcKeywordCode = funcKeywordCode;
    function modifyData(cxt) {
      const { gen, data, it } = cxt;
      gen.if(it.parentData, () => gen.assign(data, (0, codegen_1._)`${it.parentData}[${it.parentDataProperty}]`));
    }
    function addErrs(cxt, errs) {
      const { gen } = cxt;
      gen.if((0, codegen_1._)`Array.isArray(${errs})`, () => {
        gen.assign(names_1.default.vErrors, (0, codegen_1._)`${names_1.default.vErrors} === null ? ${errs} : ${names_1.default.vErrors}.concat(${errs})`).assign(names_1.default.errors, (0, codegen_1._)`${names_1.default.vErrors}.length`);
        (0, errors_1.extendErrors)(cxt);
      }, () => cxt.error());
    }
    function checkAsyncKeyword({ schemaEnv }, def) {
      if (def.async && !schemaEnv.$async)
        throw new Error("async keyword in sync schema");
    }
    function useKeyword(gen, keyword, result) {
      if (result === void 0)
        throw new Error(`keyword "${keyword}" failed to compile`);
      return gen.scopeValue("keyword", typeof result == "function" ? { ref: result } : { ref: result, code: (0, codegen_1.stringify)(result) });
    }
    function validSchemaType(schema, schemaType, allowUndefined = false) {
      return !schemaType.length || schemaType.some((st) => st === "array" ? Array.isArray(schema) : st === "object" ? schema && typeof schema == "object" && !Array.isArray(schema) : typeof schema == st || allowUndefined && typeof schema == "undefined");
    }
    exports.validSchemaType = validSchemaType;
    function validateKeywordUsage({ schema, opts, self, errSchemaPath }, def, keyword) {
      if (Array.isArray(def.keyword) ? !def.keyword.includes(keyword) : def.keyword !== keyword) {
        throw new Error("ajv implementation error");
      }
      const deps = def.dependencies;
      if (deps === null || deps === void 0 ? void 0 : deps.some((kwd) => !Object.prototype.hasOwnProperty.call(schema, kwd))) {
        throw new Error(`parent schema must have dependencies of ${keyword}: ${deps.join(",")}`);
      }
      if (def.validateSchema) {
        const valid = def.validateSchema(schema[keyword]);
        if (!valid) {
          const msg = `keyword "${keyword}" value is invalid at path "${errSchemaPath}": ` + self.errorsText(def.validateSchema.errors);
          if (opts.validateSchema === "log")
            self.logger.error(msg);
          else
            throw new Error(msg);
        }
      }
    }
    exports.validateKeywordUsage = validateKeywordUsage;
  }
});

// node_modules/ajv/dist/compile/validate/subschema.js
var require_subschema = __commonJS({
  "node_modules/ajv/dist/compile/validate/subschema.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.extendSubschemaMode = exports.extendSubschemaData = exports.getSubschema = void 0;
    var codegen_1 = require_codegen();
    var util_1 = require_util();
    function getSubschema(it, { keyword, schemaProp, schema, schemaPath, errSchemaPath, topSchemaRef }) {
      if (keyword !== void 0 && schema !== void 0) {
        throw new Error('both "keyword" and "schema" passed, only one allowed');
      }
      if (keyword !== void 0) {
        const sch = it.schema[keyword];
        return schemaProp === void 0 ? {
          schema: sch,
          schemaPath: (0, codegen_1._)`${it.schemaPath}${(0, codegen_1.getProperty)(keyword)}`,
          errSchemaPath: `${it.errSchemaPath}/${keyword}`
        } : {
          schema: sch[schemaProp],
          schemaPath: (0, codegen_1._)`${it.schemaPath}${(0, codegen_1.getProperty)(keyword)}${(0, codegen_1.getProperty)(schemaProp)}`,
          errSchemaPath: `${it.errSchemaPath}/${keyword}/${(0, util_1.escapeFragment)(schemaProp)}`
        };
      }
      if (schema !== void 0) {
        if (schemaPath === void 0 || errSchemaPath === void 0 || topSchemaRef === void 0) {
          throw new Error('"schemaPath", "errSchemaPath" and "topSchemaRef" are required with "schema"');
        }
        return {
          schema,
          schemaPath,
          topSchemaRef,
          errSchemaPath
        };
      }
      throw new Error('either "keyword" or "schema" must be passed');
    }
    exports.getSubschema = getSubschema;
    function extendSubschemaData(subschema, it, { dataProp, dataPropType: dpType, data, dataTypes, propertyName }) {
      if (data !== void 0 && dataProp !== void 0) {
        throw new Error('both "data" and "dataProp" passed, only one allowed');
      }
      const { gen } = it;
      if (dataProp !== void 0) {
        const { errorPath, dataPathArr, opts } = it;
        const nextData = gen.let("data", (0, codegen_1._)`${it.data}${(0, codegen_1.getProperty)(dataProp)}`, true);
        dataContextProps(nextData);
        subschema.errorPath = (0, codegen_1.str)`${errorPath}${(0, util_1.getErrorPath)(dataProp, dpType, opts.jsPropertySyntax)}`;
        subschema.parentDataProperty = (0, codegen_1._)`${dataProp}`;
        subschema.dataPathArr = [...dataPathArr, subschema.parentDataProperty];
      }
      if (data !== void 0) {
        const nextData = data instanceof codegen_1.Name ? data : gen.let("data", data, true);
        dataContextProps(nextData);
        if (propertyName !== void 0)
          subschema.propertyName = propertyName;
      }
      if (dataTypes)
        subschema.dataTypes = dataTypes;
      function dataContextProps(_nextData) {
        subschema.data = _nextData;
        subschema.dataLevel = it.dataLevel + 1;
        subschema.dataTypes = [];
        it.definedProperties = /* @__PURE__ */ new Set();
        subschema.parentData = it.data;
        subschema.dataNames = [...it.dataNames, _nextData];
      }
    }
    exports.extendSubschemaData = extendSubschemaData;
    function extendSubschemaMode(subschema, { jtdDiscriminator, jtdMetadata, compositeRule, createErrors, allErrors }) {
      if (compositeRule !== void 0)
        subschema.compositeRule = compositeRule;
      if (createErrors !== void 0)
        subschema.createErrors = createErrors;
      if (allErrors !== void 0)
        subschema.allErrors = allErrors;
      subschema.jtdDiscriminator = jtdDiscriminator;
      subschema.jtdMetadata = jtdMetadata;
    }
    exports.extendSubschemaMode = extendSubschemaMode;
  }
});

// node_modules/fast-deep-equal/index.js
var require_fast_deep_equal = __commonJS({
  "node_modules/fast-deep-equal/index.js"(exports, module) {
    "use strict";
    module.exports = function equal(a, b) {
      if (a === b) return true;
      if (a && b && typeof a == "object" && typeof b == "object") {
        if (a.constructor !== b.constructor) return false;
        var length, i, keys;
        if (Array.isArray(a)) {
          length = a.length;
          if (length != b.length) return false;
          for (i = length; i-- !== 0; )
            if (!equal(a[i], b[i])) return false;
          return true;
        }
        if (a.constructor === RegExp) return a.source === b.source && a.flags === b.flags;
        if (a.valueOf !== Object.prototype.valueOf) return a.valueOf() === b.valueOf();
        if (a.toString !== Object.prototype.toString) return a.toString() === b.toString();
        keys = Object.keys(a);
        length = keys.length;
        if (length !== Object.keys(b).length) return false;
        for (i = length; i-- !== 0; )
          if (!Object.prototype.hasOwnProperty.call(b, keys[i])) return false;
        for (i = length; i-- !== 0; ) {
          var key = keys[i];
          if (!equal(a[key], b[key])) return false;
        }
        return true;
      }
      return a !== a && b !== b;
    };
  }
});

// node_modules/json-schema-traverse/index.js
var require_json_schema_traverse = __commonJS({
  "node_modules/json-schema-traverse/index.js"(exports, module) {
    "use strict";
    var traverse = module.exports = function(schema, opts, cb) {
      if (typeof opts == "function") {
        cb = opts;
        opts = {};
      }
      cb = opts.cb || cb;
      var pre = typeof cb == "function" ? cb : cb.pre || function() {
      };
      var post = cb.post || function() {
      };
      _traverse(opts, pre, post, schema, "", schema);
    };
    traverse.keywords = {
      additionalItems: true,
      items: true,
      contains: true,
      additionalProperties: true,
      propertyNames: true,
      not: true,
      if: true,
      then: true,
      else: true
    };
    traverse.arrayKeywords = {
      items: true,
      allOf: true,
      anyOf: true,
      oneOf: true
    };
    traverse.propsKeywords = {
      $defs: true,
      definitions: true,
      properties: true,
      patternProperties: true,
      dependencies: true
    };
    traverse.skipKeywords = {
      default: true,
      enum: true,
      const: true,
      required: true,
      maximum: true,
      minimum: true,
      exclusiveMaximum: true,
      exclusiveMinimum: true,
      multipleOf: true,
      maxLength: true,
      minLength: true,
      pattern: true,
      format: true,
      maxItems: true,
      minItems: true,
      uniqueItems: true,
      maxProperties: true,
      minProperties: true
    };
    function _traverse(opts, pre, post, schema, jsonPtr, rootSchema, parentJsonPtr, parentKeyword, parentSchema, keyIndex) {
      if (schema && typeof schema == "object" && !Array.isArray(schema)) {
        pre(schema, jsonPtr, rootSchema, parentJsonPtr, parentKeyword, parentSchema, keyIndex);
        for (var key in schema) {
          var sch = schema[key];
          if (Array.isArray(sch)) {
            if (key in traverse.arrayKeywords) {
              for (var i = 0; i < sch.length; i++)
                _traverse(opts, pre, post, sch[i], jsonPtr + "/" + key + "/" + i, rootSchema, jsonPtr, key, schema, i);
            }
          } else if (key in traverse.propsKeywords) {
            if (sch && typeof sch == "object") {
              for (var prop in sch)
                _traverse(opts, pre, post, sch[prop], jsonPtr + "/" + key + "/" + escapeJsonPtr(prop), rootSchema, jsonPtr, key, schema, prop);
            }
          } else if (key in traverse.keywords || opts.allKeys && !(key in traverse.skipKeywords)) {
            _traverse(opts, pre, post, sch, jsonPtr + "/" + key, rootSchema, jsonPtr, key, schema);
          }
        }
        post(schema, jsonPtr, rootSchema, parentJsonPtr, parentKeyword, parentSchema, keyIndex);
      }
    }
    function escapeJsonPtr(str3) {
      return str3.replace(/~/g, "~0").replace(/\//g, "~1");
    }
  }
});

// node_modules/ajv/dist/compile/resolve.js
var require_resolve = __commonJS({
  "node_modules/ajv/dist/compile/resolve.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.getSchemaRefs = exports.resolveUrl = exports.normalizeId = exports._getFullPath = exports.getFullPath = exports.inlineRef = void 0;
    var util_1 = require_util();
    var equal = require_fast_deep_equal();
    var traverse = require_json_schema_traverse();
    var SIMPLE_INLINED = /* @__PURE__ */ new Set([
      "type",
      "format",
      "pattern",
      "maxLength",
      "minLength",
      "maxProperties",
      "minProperties",
      "maxItems",
      "minItems",
      "maximum",
      "minimum",
      "uniqueItems",
      "multipleOf",
      "required",
      "enum",
      "const"
    ]);
    function inlineRef(schema, limit = true) {
      if (typeof schema == "boolean")
        return true;
      if (limit === true)
        return !hasRef(schema);
      if (!limit)
        return false;
      return countKeys(schema) <= limit;
    }
    exports.inlineRef = inlineRef;
    var REF_KEYWORDS = /* @__PURE__ */ new Set([
      "$ref",
      "$recursiveRef",
      "$recursiveAnchor",
      "$dynamicRef",
      "$dynamicAnchor"
    ]);
    function hasRef(schema) {
      for (const key in schema) {
        if (REF_KEYWORDS.has(key))
          return true;
        const sch = schema[key];
        if (Array.isArray(sch) && sch.some(hasRef))
          return true;
        if (typeof sch == "object" && hasRef(sch))
          return true;
      }
      return false;
    }
    function countKeys(schema) {
      let count = 0;
      for (const key in schema) {
        if (key === "$ref")
          return Infinity;
        count++;
        if (SIMPLE_INLINED.has(key))
          continue;
        if (typeof schema[key] == "object") {
          (0, util_1.eachItem)(schema[key], (sch) => count += countKeys(sch));
        }
        if (count === Infinity)
          return Infinity;
      }
      return count;
    }
    function getFullPath(resolver, id = "", normalize) {
      if (normalize !== false)
        id = normalizeId(id);
      const p = resolver.parse(id);
      return _getFullPath(resolver, p);
    }
    exports.getFullPath = getFullPath;
    function _getFullPath(resolver, p) {
      const serialized = resolver.serialize(p);
      return serialized.split("#")[0] + "#";
    }
    exports._getFullPath = _getFullPath;
    var TRAILING_SLASH_HASH = /#\/?$/;
    function normalizeId(id) {
      return id ? id.replace(TRAILING_SLASH_HASH, "") : "";
    }
    exports.normalizeId = normalizeId;
    function resolveUrl(resolver, baseId, id) {
      id = normalizeId(id);
      return resolver.resolve(baseId, id);
    }
    exports.resolveUrl = resolveUrl;
    var ANCHOR = /^[a-z_][-a-z0-9._]*$/i;
    function getSchemaRefs(schema, baseId) {
      if (typeof schema == "boolean")
        return {};
      const { schemaId, uriResolver } = this.opts;
      const schId = normalizeId(schema[schemaId] || baseId);
      const baseIds = { "": schId };
      const pathPrefix = getFullPath(uriResolver, schId, false);
      const localRefs = {};
      const schemaRefs = /* @__PURE__ */ new Set();
      traverse(schema, { allKeys: true }, (sch, jsonPtr, _, parentJsonPtr) => {
        if (parentJsonPtr === void 0)
          return;
        const fullPath = pathPrefix + jsonPtr;
        let innerBaseId = baseIds[parentJsonPtr];
        if (typeof sch[schemaId] == "string")
          innerBaseId = addRef.call(this, sch[schemaId]);
        addAnchor.call(this, sch.$anchor);
        addAnchor.call(this, sch.$dynamicAnchor);
        baseIds[jsonPtr] = innerBaseId;
        function addRef(ref) {
          const _resolve = this.opts.uriResolver.resolve;
          ref = normalizeId(innerBaseId ? _resolve(innerBaseId, ref) : ref);
          if (schemaRefs.has(ref))
            throw ambiguos(ref);
          schemaRefs.add(ref);
          let schOrRef = this.refs[ref];
          if (typeof schOrRef == "string")
            schOrRef = this.refs[schOrRef];
          if (typeof schOrRef == "object") {
            checkAmbiguosRef(sch, schOrRef.schema, ref);
          } else if (ref !== normalizeId(fullPath)) {
            if (ref[0] === "#") {
              checkAmbiguosRef(sch, localRefs[ref], ref);
              localRefs[ref] = sch;
            } else {
              this.refs[ref] = fullPath;
            }
          }
          return ref;
        }
        function addAnchor(anchor) {
          if (typeof anchor == "string") {
            if (!ANCHOR.test(anchor))
              throw new Error(`invalid anchor "${anchor}"`);
            addRef.call(this, `#${anchor}`);
          }
        }
      });
      return localRefs;
      function checkAmbiguosRef(sch1, sch2, ref) {
        if (sch2 !== void 0 && !equal(sch1, sch2))
          throw ambiguos(ref);
      }
      function ambiguos(ref) {
        return new Error(`reference "${ref}" resolves to more than one schema`);
      }
    }
    exports.getSchemaRefs = getSchemaRefs;
  }
});

// node_modules/ajv/dist/compile/validate/index.js
var require_validate = __commonJS({
  "node_modules/ajv/dist/compile/validate/index.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.getData = exports.KeywordCxt = exports.validateFunctionCode = void 0;
    var boolSchema_1 = require_boolSchema();
    var dataType_1 = require_dataType();
    var applicability_1 = require_applicability();
    var dataType_2 = require_dataType();
    var defaults_1 = require_defaults();
    var keyword_1 = require_keyword();
    var subschema_1 = require_subschema();
    var codegen_1 = require_codegen();
    var names_1 = require_names();
    var resolve_1 = require_resolve();
    var util_1 = require_util();
    var errors_1 = require_errors2();
    function validateFunctionCode(it) {
      if (isSchemaObj(it)) {
        checkKeywords(it);
        if (schemaCxtHasRules(it)) {
          topSchemaObjCode(it);
          return;
        }
      }
      validateFunction(it, () => (0, boolSchema_1.topBoolOrEmptySchema)(it));
    }
    exports.validateFunctionCode = validateFunctionCode;
    function validateFunction({ gen, validateName, schema, schemaEnv, opts }, body) {
      if (opts.code.es5) {
        gen.func(validateName, (0, codegen_1._)`${names_1.default.data}, ${names_1.default.valCxt}`, schemaEnv.$async, () => {
          gen.code((0, codegen_1._)`"use strict"; ${funcSourceUrl(schema, opts)}`);
          destructureValCxtES5(gen, opts);
          gen.code(body);
        });
      } else {
        gen.func(validateName, (0, codegen_1._)`${names_1.default.data}, ${destructureValCxt(opts)}`, schemaEnv.$async, () => gen.code(funcSourceUrl(schema, opts)).code(body));
      }
    }
    function destructureValCxt(opts) {
      return (0, codegen_1._)`{${names_1.default.instancePath}="", ${names_1.default.parentData}, ${names_1.default.parentDataProperty}, ${names_1.default.rootData}=${names_1.default.data}${opts.dynamicRef ? (0, codegen_1._)`, ${names_1.default.dynamicAnchors}={}` : codegen_1.nil}}={}`;
    }
    function destructureValCxtES5(gen, opts) {
      gen.if(names_1.default.valCxt, () => {
        gen.var(names_1.default.instancePath, (0, codegen_1._)`${names_1.default.valCxt}.${names_1.default.instancePath}`);
        gen.var(names_1.default.parentData, (0, codegen_1._)`${names_1.default.valCxt}.${names_1.default.parentData}`);
        gen.var(names_1.default.parentDataProperty, (0, codegen_1._)`${names_1.default.valCxt}.${names_1.default.parentDataProperty}`);
        gen.var(names_1.default.rootData, (0, codegen_1._)`${names_1.default.valCxt}.${names_1.default.rootData}`);
        if (opts.dynamicRef)
          gen.var(names_1.default.dynamicAnchors, (0, codegen_1._)`${names_1.default.valCxt}.${names_1.default.dynamicAnchors}`);
      }, () => {
        gen.var(names_1.default.instancePath, (0, codegen_1._)`""`);
        gen.var(names_1.default.parentData, (0, codegen_1._)`undefined`);
        gen.var(names_1.default.parentDataProperty, (0, codegen_1._)`undefined`);
        gen.var(names_1.default.rootData, names_1.default.data);
        if (opts.dynamicRef)
          gen.var(names_1.default.dynamicAnchors, (0, codegen_1._)`{}`);
      });
    }
    function topSchemaObjCode(it) {
      const { schema, opts, gen } = it;
      validateFunction(it, () => {
        if (opts.$comment && schema.$comment)
          commentKeyword(it);
        checkNoDefault(it);
        gen.let(names_1.default.vErrors, null);
        gen.let(names_1.default.errors, 0);
        if (opts.unevaluated)
          resetEvaluated(it);
        typeAndKeywords(it);
        returnResults(it);
      });
      return;
    }
    function resetEvaluated(it) {
      const { gen, validateName } = it;
      it.evaluated = gen.const("evaluated", (0, codegen_1._)`${validateName}.evaluated`);
      gen.if((0, codegen_1._)`${it.evaluated}.dynamicProps`, () => gen.assign((0, codegen_1._)`${it.evaluated}.props`, (0, codegen_1._)`undefined`));
      gen.if((0, codegen_1._)`${it.evaluated}.dynamicItems`, () => gen.assign((0, codegen_1._)`${it.evaluated}.items`, (0, codegen_1._)`undefined`));
    }
    function funcSourceUrl(schema, opts) {
      const schId = typeof schema == "object" && schema[opts.schemaId];
      return schId && (opts.code.source || opts.code.process) ? (0, codegen_1._)`/*# sourceURL=${schId} */` : codegen_1.nil;
    }
    function subschemaCode(it, valid) {
      if (isSchemaObj(it)) {
        checkKeywords(it);
        if (schemaCxtHasRules(it)) {
          subSchemaObjCode(it, valid);
          return;
        }
      }
      (0, boolSchema_1.boolOrEmptySchema)(it, valid);
    }
    function schemaCxtHasRules({ schema, self }) {
      if (typeof schema == "boolean")
        return !schema;
      for (const key in schema)
        if (self.RULES.all[key])
          return true;
      return false;
    }
    function isSchemaObj(it) {
      return typeof it.schema != "boolean";
    }
    function subSchemaObjCode(it, valid) {
      const { schema, gen, opts } = it;
      if (opts.$comment && schema.$comment)
        commentKeyword(it);
      updateContext(it);
      checkAsyncSchema(it);
      const errsCount = gen.const("_errs", names_1.default.errors);
      typeAndKeywords(it, errsCount);
      gen.var(valid, (0, codegen_1._)`${errsCount} === ${names_1.default.errors}`);
    }
    function checkKeywords(it) {
      (0, util_1.checkUnknownRules)(it);
      checkRefsAndKeywords(it);
    }
    function typeAndKeywords(it, errsCount) {
      if (it.opts.jtd)
        return schemaKeywords(it, [], false, errsCount);
      const types = (0, dataType_1.getSchemaTypes)(it.schema);
      const checkedTypes = (0, dataType_1.coerceAndCheckDataType)(it, types);
      schemaKeywords(it, types, !checkedTypes, errsCount);
    }
    function checkRefsAndKeywords(it) {
      const { schema, errSchemaPath, opts, self } = it;
      if (schema.$ref && opts.ignoreKeywordsWithRef && (0, util_1.schemaHasRulesButRef)(schema, self.RULES)) {
        self.logger.warn(`$ref: keywords ignored in schema at path "${errSchemaPath}"`);
      }
    }
    function checkNoDefault(it) {
      const { schema, opts } = it;
      if (schema.default !== void 0 && opts.useDefaults && opts.strictSchema) {
        (0, util_1.checkStrictMode)(it, "default is ignored in the schema root");
      }
    }
    function updateContext(it) {
      const schId = it.schema[it.opts.schemaId];
      if (schId)
        it.baseId = (0, resolve_1.resolveUrl)(it.opts.uriResolver, it.baseId, schId);
    }
    function checkAsyncSchema(it) {
      if (it.schema.$async && !it.schemaEnv.$async)
        throw new Error("async schema in sync schema");
    }
    function commentKeyword({ gen, schemaEnv, schema, errSchemaPath, opts }) {
      const msg = schema.$comment;
      if (opts.$comment === true) {
        gen.code((0, codegen_1._)`${names_1.default.self}.logger.log(${msg})`);
      } else if (typeof opts.$comment == "function") {
        const schemaPath = (0, codegen_1.str)`${errSchemaPath}/$comment`;
        const rootName = gen.scopeValue("root", { ref: schemaEnv.root });
        gen.code((0, codegen_1._)`${names_1.default.self}.opts.$comment(${msg}, ${schemaPath}, ${rootName}.schema)`);
      }
    }
    function returnResults(it) {
      const { gen, schemaEnv, validateName, ValidationError, opts } = it;
      if (schemaEnv.$async) {
        gen.if((0, codegen_1._)`${names_1.default.errors} === 0`, () => gen.return(names_1.default.data), () => gen.throw((0, codegen_1._)`new ${ValidationError}(${names_1.default.vErrors})`));
      } else {
        gen.assign((0, codegen_1._)`${validateName}.errors`, names_1.default.vErrors);
        if (opts.unevaluated)
          assignEvaluated(it);
        gen.return((0, codegen_1._)`${names_1.default.errors} === 0`);
      }
    }
    function assignEvaluated({ gen, evaluated, props, items }) {
      if (props instanceof codegen_1.Name)
        gen.assign((0, codegen_1._)`${evaluated}.props`, props);
      if (items instanceof codegen_1.Name)
        gen.assign((0, codegen_1._)`${evaluated}.items`, items);
    }
    function schemaKeywords(it, types, typeErrors, errsCount) {
      const { gen, schema, data, allErrors, opts, self } = it;
      const { RULES } = self;
      if (schema.$ref && (opts.ignoreKeywordsWithRef || !(0, util_1.schemaHasRulesButRef)(schema, RULES))) {
        gen.block(() => keywordCode(it, "$ref", RULES.all.$ref.definition));
        return;
      }
      if (!opts.jtd)
        checkStrictTypes(it, types);
      gen.block(() => {
        for (const group of RULES.rules)
          groupKeywords(group);
        groupKeywords(RULES.post);
      });
      function groupKeywords(group) {
        if (!(0, applicability_1.shouldUseGroup)(schema, group))
          return;
        if (group.type) {
          gen.if((0, dataType_2.checkDataType)(group.type, data, opts.strictNumbers));
          iterateKeywords(it, group);
          if (types.length === 1 && types[0] === group.type && typeErrors) {
            gen.else();
            (0, dataType_2.reportTypeError)(it);
          }
          gen.endIf();
        } else {
          iterateKeywords(it, group);
        }
        if (!allErrors)
          gen.if((0, codegen_1._)`${names_1.default.errors} === ${errsCount || 0}`);
      }
    }
    function iterateKeywords(it, group) {
      const { gen, schema, opts: { useDefaults } } = it;
      if (useDefaults)
        (0, defaults_1.assignDefaults)(it, group.type);
      gen.block(() => {
        for (const rule of group.rules) {
          if ((0, applicability_1.shouldUseRule)(schema, rule)) {
            keywordCode(it, rule.keyword, rule.definition, group.type);
          }
        }
      });
    }
    function checkStrictTypes(it, types) {
      if (it.schemaEnv.meta || !it.opts.strictTypes)
        return;
      checkContextTypes(it, types);
      if (!it.opts.allowUnionTypes)
        checkMultipleTypes(it, types);
      checkKeywordTypes(it, it.dataTypes);
    }
    function checkContextTypes(it, types) {
      if (!types.length)
        return;
      if (!it.dataTypes.length) {
        it.dataTypes = types;
        return;
      }
      types.forEach((t) => {
        if (!includesType(it.dataTypes, t)) {
          strictTypesError(it, `type "${t}" not allowed by context "${it.dataTypes.join(",")}"`);
        }
      });
      narrowSchemaTypes(it, types);
    }
    function checkMultipleTypes(it, ts) {
      if (ts.length > 1 && !(ts.length === 2 && ts.includes("null"))) {
        strictTypesError(it, "use allowUnionTypes to allow union type keyword");
      }
    }
    function checkKeywordTypes(it, ts) {
      const rules = it.self.RULES.all;
      for (const keyword in rules) {
        const rule = rules[keyword];
        if (typeof rule == "object" && (0, applicability_1.shouldUseRule)(it.schema, rule)) {
          const { type } = rule.definition;
          if (type.length && !type.some((t) => hasApplicableType(ts, t))) {
            strictTypesError(it, `missing type "${type.join(",")}" for keyword "${keyword}"`);
          }
        }
      }
    }
    function hasApplicableType(schTs, kwdT) {
      return schTs.includes(kwdT) || kwdT === "number" && schTs.includes("integer");
    }
    function includesType(ts, t) {
      return ts.includes(t) || t === "integer" && ts.includes("number");
    }
    function narrowSchemaTypes(it, withTypes) {
      const ts = [];
      for (const t of it.dataTypes) {
        if (includesType(withTypes, t))
          ts.push(t);
        else if (withTypes.includes("integer") && t === "number")
          ts.push("integer");
      }
      it.dataTypes = ts;
    }
    function strictTypesError(it, msg) {
      const schemaPath = it.schemaEnv.baseId + it.errSchemaPath;
      msg += ` at "${schemaPath}" (strictTypes)`;
      (0, util_1.checkStrictMode)(it, msg, it.opts.strictTypes);
    }
    var KeywordCxt = class {
      constructor(it, def, keyword) {
        (0, keyword_1.validateKeywordUsage)(it, def, keyword);
        this.gen = it.gen;
        this.allErrors = it.allErrors;
        this.keyword = keyword;
        this.data = it.data;
        this.schema = it.schema[keyword];
        this.$data = def.$data && it.opts.$data && this.schema && this.schema.$data;
        this.schemaValue = (0, util_1.schemaRefOrVal)(it, this.schema, keyword, this.$data);
        this.schemaType = def.schemaType;
        this.parentSchema = it.schema;
        this.params = {};
        this.it = it;
        this.def = def;
        if (this.$data) {
          this.schemaCode = it.gen.const("vSchema", getData(this.$data, it));
        } else {
          this.schemaCode = this.schemaValue;
          if (!(0, keyword_1.validSchemaType)(this.schema, def.schemaType, def.allowUndefined)) {
            throw new Error(`${keyword} value must be ${JSON.stringify(def.schemaType)}`);
          }
        }
        if ("code" in def ? def.trackErrors : def.errors !== false) {
          this.errsCount = it.gen.const("_errs", names_1.default.errors);
        }
      }
      result(condition, successAction, failAction) {
        this.failResult((0, codegen_1.not)(condition), successAction, failAction);
      }
      failResult(condition, successAction, failAction) {
        this.gen.if(condition);
        if (failAction)
          failAction();
        else
          this.error();
        if (successAction) {
          this.gen.else();
          successAction();
          if (this.allErrors)
            this.gen.endIf();
        } else {
          if (this.allErrors)
            this.gen.endIf();
          else
            this.gen.else();
        }
      }
      pass(condition, failAction) {
        this.failResult((0, codegen_1.not)(condition), void 0, failAction);
      }
      fail(condition) {
        if (condition === void 0) {
          this.error();
          if (!this.allErrors)
            this.gen.if(false);
          return;
        }
        this.gen.if(condition);
        this.error();
        if (this.allErrors)
          this.gen.endIf();
        else
          this.gen.else();
      }
      fail$data(condition) {
        if (!this.$data)
          return this.fail(condition);
        const { schemaCode } = this;
        this.fail((0, codegen_1._)`${schemaCode} !== undefined && (${(0, codegen_1.or)(this.invalid$data(), condition)})`);
      }
      error(append, errorParams, errorPaths) {
        if (errorParams) {
          this.setParams(errorParams);
          this._error(append, errorPaths);
          this.setParams({});
          return;
        }
        this._error(append, errorPaths);
      }
      _error(append, errorPaths) {
        ;
        (append ? errors_1.reportExtraError : errors_1.reportError)(this, this.def.error, errorPaths);
      }
      $dataError() {
        (0, errors_1.reportError)(this, this.def.$dataError || errors_1.keyword$DataError);
      }
      reset() {
        if (this.errsCount === void 0)
          throw new Error('add "trackErrors" to keyword definition');
        (0, errors_1.resetErrorsCount)(this.gen, this.errsCount);
      }
      ok(cond) {
        if (!this.allErrors)
          this.gen.if(cond);
      }
      setParams(obj, assign) {
        if (assign)
          Object.assign(this.params, obj);
        else
          this.params = obj;
      }
      block$data(valid, codeBlock, $dataValid = codegen_1.nil) {
        this.gen.block(() => {
          this.check$data(valid, $dataValid);
          codeBlock();
        });
      }
      check$data(valid = codegen_1.nil, $dataValid = codegen_1.nil) {
        if (!this.$data)
          return;
        const { gen, schemaCode, schemaType, def } = this;
        gen.if((0, codegen_1.or)((0, codegen_1._)`${schemaCode} === undefined`, $dataValid));
        if (valid !== codegen_1.nil)
          gen.assign(valid, true);
        if (schemaType.length || def.validateSchema) {
          gen.elseIf(this.invalid$data());
          this.$dataError();
          if (valid !== codegen_1.nil)
            gen.assign(valid, false);
        }
        gen.else();
      }
      invalid$data() {
        const { gen, schemaCode, schemaType, def, it } = this;
        return (0, codegen_1.or)(wrong$DataType(), invalid$DataSchema());
        function wrong$DataType() {
          if (schemaType.length) {
            if (!(schemaCode instanceof codegen_1.Name))
              throw new Error("ajv implementation error");
            const st = Array.isArray(schemaType) ? schemaType : [schemaType];
            return (0, codegen_1._)`${(0, dataType_2.checkDataTypes)(st, schemaCode, it.opts.strictNumbers, dataType_2.DataType.Wrong)}`;
          }
          return codegen_1.nil;
        }
        function invalid$DataSchema() {
          if (def.validateSchema) {
            const validateSchemaRef = gen.scopeValue("validate$data", { ref: def.validateSchema });
            return (0, codegen_1._)`!${validateSchemaRef}(${schemaCode})`;
          }
          return codegen_1.nil;
        }
      }
      subschema(appl, valid) {
        const subschema = (0, subschema_1.getSubschema)(this.it, appl);
        (0, subschema_1.extendSubschemaData)(subschema, this.it, appl);
        (0, subschema_1.extendSubschemaMode)(subschema, appl);
        const nextContext = { ...this.it, ...subschema, items: void 0, props: void 0 };
        subschemaCode(nextContext, valid);
        return nextContext;
      }
      mergeEvaluated(schemaCxt, toName) {
        const { it, gen } = this;
        if (!it.opts.unevaluated)
          return;
        if (it.props !== true && schemaCxt.props !== void 0) {
          it.props = util_1.mergeEvaluated.props(gen, schemaCxt.props, it.props, toName);
        }
        if (it.items !== true && schemaCxt.items !== void 0) {
          it.items = util_1.mergeEvaluated.items(gen, schemaCxt.items, it.items, toName);
        }
      }
      mergeValidEvaluated(schemaCxt, valid) {
        const { it, gen } = this;
        if (it.opts.unevaluated && (it.props !== true || it.items !== true)) {
          gen.if(valid, () => this.mergeEvaluated(schemaCxt, codegen_1.Name));
          return true;
        }
      }
    };
    exports.KeywordCxt = KeywordCxt;
    function keywordCode(it, keyword, def, ruleType) {
      const cxt = new KeywordCxt(it, def, keyword);
      if ("code" in def) {
        def.code(cxt, ruleType);
      } else if (cxt.$data && def.validate) {
        (0, keyword_1.funcKeywordCode)(cxt, def);
      } else if ("macro" in def) {
        (0, keyword_1.macroKeywordCode)(cxt, def);
      } else if (def.compile || def.validate) {
        (0, keyword_1.funcKeywordCode)(cxt, def);
      }
    }
    var JSON_POINTER = /^\/(?:[^~]|~0|~1)*$/;
    var RELATIVE_JSON_POINTER = /^([0-9]+)(#|\/(?:[^~]|~0|~1)*)?$/;
    function getData($data, { dataLevel, dataNames, dataPathArr }) {
      let jsonPointer;
      let data;
      if ($data === "")
        return names_1.default.rootData;
      if ($data[0] === "/") {
        if (!JSON_POINTER.test($data))
          throw new Error(`Invalid JSON-pointer: ${$data}`);
        jsonPointer = $data;
        data = names_1.default.rootData;
      } else {
        const matches = RELATIVE_JSON_POINTER.exec($data);
        if (!matches)
          throw new Error(`Invalid JSON-pointer: ${$data}`);
        const up = +matches[1];
        jsonPointer = matches[2];
        if (jsonPointer === "#") {
          if (up >= dataLevel)
            throw new Error(errorMsg("property/index", up));
          return dataPathArr[dataLevel - up];
        }
        if (up > dataLevel)
          throw new Error(errorMsg("data", up));
        data = dataNames[dataLevel - up];
        if (!jsonPointer)
          return data;
      }
      let expr = data;
      const segments = jsonPointer.split("/");
      for (const segment2 of segments) {
        if (segment2) {
          data = (0, codegen_1._)`${data}${(0, codegen_1.getProperty)((0, util_1.unescapeJsonPointer)(segment2))}`;
          expr = (0, codegen_1._)`${expr} && ${data}`;
        }
      }
      return expr;
      function errorMsg(pointerType, up) {
        return `Cannot access ${pointerType} ${up} levels up, current level is ${dataLevel}`;
      }
    }
    exports.getData = getData;
  }
});

// node_modules/ajv/dist/runtime/validation_error.js
var require_validation_error = __commonJS({
  "node_modules/ajv/dist/runtime/validation_error.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var ValidationError = class extends Error {
      constructor(errors) {
        super("validation failed");
        this.errors = errors;
        this.ajv = this.validation = true;
      }
    };
    exports.default = ValidationError;
  }
});

// node_modules/ajv/dist/compile/ref_error.js
var require_ref_error = __commonJS({
  "node_modules/ajv/dist/compile/ref_error.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var resolve_1 = require_resolve();
    var MissingRefError = class extends Error {
      constructor(resolver, baseId, ref, msg) {
        super(msg || `can't resolve reference ${ref} from id ${baseId}`);
        this.missingRef = (0, resolve_1.resolveUrl)(resolver, baseId, ref);
        this.missingSchema = (0, resolve_1.normalizeId)((0, resolve_1.getFullPath)(resolver, this.missingRef));
      }
    };
    exports.default = MissingRefError;
  }
});

// node_modules/ajv/dist/compile/index.js
var require_compile = __commonJS({
  "node_modules/ajv/dist/compile/index.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.resolveSchema = exports.getCompilingSchema = exports.resolveRef = exports.compileSchema = exports.SchemaEnv = void 0;
    var codegen_1 = require_codegen();
    var validation_error_1 = require_validation_error();
    var names_1 = require_names();
    var resolve_1 = require_resolve();
    var util_1 = require_util();
    var validate_1 = require_validate();
    var SchemaEnv = class {
      constructor(env) {
        var _a;
        this.refs = {};
        this.dynamicAnchors = {};
        let schema;
        if (typeof env.schema == "object")
          schema = env.schema;
        this.schema = env.schema;
        this.schemaId = env.schemaId;
        this.root = env.root || this;
        this.baseId = (_a = env.baseId) !== null && _a !== void 0 ? _a : (0, resolve_1.normalizeId)(schema === null || schema === void 0 ? void 0 : schema[env.schemaId || "$id"]);
        this.schemaPath = env.schemaPath;
        this.localRefs = env.localRefs;
        this.meta = env.meta;
        this.$async = schema === null || schema === void 0 ? void 0 : schema.$async;
        this.refs = {};
      }
    };
    exports.SchemaEnv = SchemaEnv;
    function compileSchema(sch) {
      const _sch = getCompilingSchema.call(this, sch);
      if (_sch)
        return _sch;
      const rootId = (0, resolve_1.getFullPath)(this.opts.uriResolver, sch.root.baseId);
      const { es5, lines } = this.opts.code;
      const { ownProperties } = this.opts;
      const gen = new codegen_1.CodeGen(this.scope, { es5, lines, ownProperties });
      let _ValidationError;
      if (sch.$async) {
        _ValidationError = gen.scopeValue("Error", {
          ref: validation_error_1.default,
          code: (0, codegen_1._)`require("ajv/dist/runtime/validation_error").default`
        });
      }
      const validateName = gen.scopeName("validate");
      sch.validateName = validateName;
      const schemaCxt = {
        gen,
        allErrors: this.opts.allErrors,
        data: names_1.default.data,
        parentData: names_1.default.parentData,
        parentDataProperty: names_1.default.parentDataProperty,
        dataNames: [names_1.default.data],
        dataPathArr: [codegen_1.nil],
        // TODO can its length be used as dataLevel if nil is removed?
        dataLevel: 0,
        dataTypes: [],
        definedProperties: /* @__PURE__ */ new Set(),
        topSchemaRef: gen.scopeValue("schema", this.opts.code.source === true ? { ref: sch.schema, code: (0, codegen_1.stringify)(sch.schema) } : { ref: sch.schema }),
        validateName,
        ValidationError: _ValidationError,
        schema: sch.schema,
        schemaEnv: sch,
        rootId,
        baseId: sch.baseId || rootId,
        schemaPath: codegen_1.nil,
        errSchemaPath: sch.schemaPath || (this.opts.jtd ? "" : "#"),
        errorPath: (0, codegen_1._)`""`,
        opts: this.opts,
        self: this
      };
      let sourceCode;
      try {
        this._compilations.add(sch);
        (0, validate_1.validateFunctionCode)(schemaCxt);
        gen.optimize(this.opts.code.optimize);
        const validateCode = gen.toString();
        sourceCode = `${gen.scopeRefs(names_1.default.scope)}return ${validateCode}`;
        if (this.opts.code.process)
          sourceCode = this.opts.code.process(sourceCode, sch);
        const makeValidate = new Function(`${names_1.default.self}`, `${names_1.default.scope}`, sourceCode);
        const validate2 = makeValidate(this, this.scope.get());
        this.scope.value(validateName, { ref: validate2 });
        validate2.errors = null;
        validate2.schema = sch.schema;
        validate2.schemaEnv = sch;
        if (sch.$async)
          validate2.$async = true;
        if (this.opts.code.source === true) {
          validate2.source = { validateName, validateCode, scopeValues: gen._values };
        }
        if (this.opts.unevaluated) {
          const { props, items } = schemaCxt;
          validate2.evaluated = {
            props: props instanceof codegen_1.Name ? void 0 : props,
            items: items instanceof codegen_1.Name ? void 0 : items,
            dynamicProps: props instanceof codegen_1.Name,
            dynamicItems: items instanceof codegen_1.Name
          };
          if (validate2.source)
            validate2.source.evaluated = (0, codegen_1.stringify)(validate2.evaluated);
        }
        sch.validate = validate2;
        return sch;
      } catch (e) {
        delete sch.validate;
        delete sch.validateName;
        if (sourceCode)
          this.logger.error("Error compiling schema, function code:", sourceCode);
        throw e;
      } finally {
        this._compilations.delete(sch);
      }
    }
    exports.compileSchema = compileSchema;
    function resolveRef2(root, baseId, ref) {
      var _a;
      ref = (0, resolve_1.resolveUrl)(this.opts.uriResolver, baseId, ref);
      const schOrFunc = root.refs[ref];
      if (schOrFunc)
        return schOrFunc;
      let _sch = resolve3.call(this, root, ref);
      if (_sch === void 0) {
        const schema = (_a = root.localRefs) === null || _a === void 0 ? void 0 : _a[ref];
        const { schemaId } = this.opts;
        if (schema)
          _sch = new SchemaEnv({ schema, schemaId, root, baseId });
      }
      if (_sch === void 0)
        return;
      return root.refs[ref] = inlineOrCompile.call(this, _sch);
    }
    exports.resolveRef = resolveRef2;
    function inlineOrCompile(sch) {
      if ((0, resolve_1.inlineRef)(sch.schema, this.opts.inlineRefs))
        return sch.schema;
      return sch.validate ? sch : compileSchema.call(this, sch);
    }
    function getCompilingSchema(schEnv) {
      for (const sch of this._compilations) {
        if (sameSchemaEnv(sch, schEnv))
          return sch;
      }
    }
    exports.getCompilingSchema = getCompilingSchema;
    function sameSchemaEnv(s1, s2) {
      return s1.schema === s2.schema && s1.root === s2.root && s1.baseId === s2.baseId;
    }
    function resolve3(root, ref) {
      let sch;
      while (typeof (sch = this.refs[ref]) == "string")
        ref = sch;
      return sch || this.schemas[ref] || resolveSchema.call(this, root, ref);
    }
    function resolveSchema(root, ref) {
      const p = this.opts.uriResolver.parse(ref);
      const refPath = (0, resolve_1._getFullPath)(this.opts.uriResolver, p);
      let baseId = (0, resolve_1.getFullPath)(this.opts.uriResolver, root.baseId, void 0);
      if (Object.keys(root.schema).length > 0 && refPath === baseId) {
        return getJsonPointer.call(this, p, root);
      }
      const id = (0, resolve_1.normalizeId)(refPath);
      const schOrRef = this.refs[id] || this.schemas[id];
      if (typeof schOrRef == "string") {
        const sch = resolveSchema.call(this, root, schOrRef);
        if (typeof (sch === null || sch === void 0 ? void 0 : sch.schema) !== "object")
          return;
        return getJsonPointer.call(this, p, sch);
      }
      if (typeof (schOrRef === null || schOrRef === void 0 ? void 0 : schOrRef.schema) !== "object")
        return;
      if (!schOrRef.validate)
        compileSchema.call(this, schOrRef);
      if (id === (0, resolve_1.normalizeId)(ref)) {
        const { schema } = schOrRef;
        const { schemaId } = this.opts;
        const schId = schema[schemaId];
        if (schId)
          baseId = (0, resolve_1.resolveUrl)(this.opts.uriResolver, baseId, schId);
        return new SchemaEnv({ schema, schemaId, root, baseId });
      }
      return getJsonPointer.call(this, p, schOrRef);
    }
    exports.resolveSchema = resolveSchema;
    var PREVENT_SCOPE_CHANGE = /* @__PURE__ */ new Set([
      "properties",
      "patternProperties",
      "enum",
      "dependencies",
      "definitions"
    ]);
    function getJsonPointer(parsedRef, { baseId, schema, root }) {
      var _a;
      if (((_a = parsedRef.fragment) === null || _a === void 0 ? void 0 : _a[0]) !== "/")
        return;
      for (const part of parsedRef.fragment.slice(1).split("/")) {
        if (typeof schema === "boolean")
          return;
        const partSchema = schema[(0, util_1.unescapeFragment)(part)];
        if (partSchema === void 0)
          return;
        schema = partSchema;
        const schId = typeof schema === "object" && schema[this.opts.schemaId];
        if (!PREVENT_SCOPE_CHANGE.has(part) && schId) {
          baseId = (0, resolve_1.resolveUrl)(this.opts.uriResolver, baseId, schId);
        }
      }
      let env;
      if (typeof schema != "boolean" && schema.$ref && !(0, util_1.schemaHasRulesButRef)(schema, this.RULES)) {
        const $ref = (0, resolve_1.resolveUrl)(this.opts.uriResolver, baseId, schema.$ref);
        env = resolveSchema.call(this, root, $ref);
      }
      const { schemaId } = this.opts;
      env = env || new SchemaEnv({ schema, schemaId, root, baseId });
      if (env.schema !== env.root.schema)
        return env;
      return void 0;
    }
  }
});

// node_modules/ajv/dist/refs/data.json
var require_data = __commonJS({
  "node_modules/ajv/dist/refs/data.json"(exports, module) {
    module.exports = {
      $id: "https://raw.githubusercontent.com/ajv-validator/ajv/master/lib/refs/data.json#",
      description: "Meta-schema for $data reference (JSON AnySchema extension proposal)",
      type: "object",
      required: ["$data"],
      properties: {
        $data: {
          type: "string",
          anyOf: [{ format: "relative-json-pointer" }, { format: "json-pointer" }]
        }
      },
      additionalProperties: false
    };
  }
});

// node_modules/fast-uri/lib/utils.js
var require_utils = __commonJS({
  "node_modules/fast-uri/lib/utils.js"(exports, module) {
    "use strict";
    var isUUID = RegExp.prototype.test.bind(/^[\da-f]{8}-[\da-f]{4}-[\da-f]{4}-[\da-f]{4}-[\da-f]{12}$/iu);
    var isIPv4 = RegExp.prototype.test.bind(/^(?:(?:25[0-5]|2[0-4]\d|1\d{2}|[1-9]\d|\d)\.){3}(?:25[0-5]|2[0-4]\d|1\d{2}|[1-9]\d|\d)$/u);
    var isPort = RegExp.prototype.test.bind(/^\d*$/u);
    var isHexPair = RegExp.prototype.test.bind(/^[\da-f]{2}$/iu);
    var isUnreserved = RegExp.prototype.test.bind(/^[\da-z\-._~]$/iu);
    var isPathCharacter = RegExp.prototype.test.bind(/^[A-Za-z0-9\-._~!$&'()*+,;=:@/]$/u);
    var isQueryFragmentCharacter = RegExp.prototype.test.bind(/^[A-Za-z0-9\-._~!$&'()*+,;=:@/?]$/u);
    var isUserinfoCharacter = RegExp.prototype.test.bind(/^[A-Za-z0-9\-._~!$&'()*+,;=:]$/u);
    var BYTE_HEX = new Array(256);
    {
      const HEX_DIGITS = "0123456789ABCDEF";
      for (let i = 0; i < 256; i++) {
        BYTE_HEX[i] = "%" + HEX_DIGITS[i >> 4] + HEX_DIGITS[i & 15];
      }
    }
    function percentEncodeNonAscii(cp) {
      if (cp < 2048) {
        return BYTE_HEX[192 | cp >> 6] + BYTE_HEX[128 | cp & 63];
      }
      if (cp < 65536) {
        return BYTE_HEX[224 | cp >> 12] + BYTE_HEX[128 | cp >> 6 & 63] + BYTE_HEX[128 | cp & 63];
      }
      return BYTE_HEX[240 | cp >> 18] + BYTE_HEX[128 | cp >> 12 & 63] + BYTE_HEX[128 | cp >> 6 & 63] + BYTE_HEX[128 | cp & 63];
    }
    function stringArrayToHexStripped(input) {
      let acc = "";
      let code = 0;
      let i = 0;
      for (i = 0; i < input.length; i++) {
        code = input[i].charCodeAt(0);
        if (code === 48) {
          continue;
        }
        if (!(code >= 48 && code <= 57 || code >= 65 && code <= 70 || code >= 97 && code <= 102)) {
          return "";
        }
        acc += input[i];
        break;
      }
      for (i += 1; i < input.length; i++) {
        code = input[i].charCodeAt(0);
        if (!(code >= 48 && code <= 57 || code >= 65 && code <= 70 || code >= 97 && code <= 102)) {
          return "";
        }
        acc += input[i];
      }
      return acc;
    }
    var isHextet = RegExp.prototype.test.bind(/^[\dA-Fa-f]{1,4}$/);
    var isIPvFuture = RegExp.prototype.test.bind(/^[vV][\dA-Fa-f]+\.[A-Za-z\d\-._~!$&'()*+,;=:]+$/);
    var isZoneCharacter = RegExp.prototype.test.bind(/^[A-Za-z\d\-._~]$/);
    var nonSimpleDomain = RegExp.prototype.test.bind(/[^!"$&'()*+,\-.;=_`a-z{}~]/u);
    function isZoneIdentifier(zone) {
      if (zone.length === 0) return false;
      for (let i = 0; i < zone.length; i++) {
        if (isZoneCharacter(zone[i])) continue;
        if (zone[i] === "%" && i + 2 < zone.length && isHexPair(zone.slice(i + 1, i + 3))) {
          i += 2;
          continue;
        }
        return false;
      }
      return true;
    }
    function compressIPv6ZeroRun(hextets) {
      let bestStart = -1;
      let bestLength = 0;
      let runStart = -1;
      let runLength = 0;
      for (let i = 0; i < hextets.length; i++) {
        if (hextets[i] === "0") {
          if (runStart === -1) runStart = i;
          runLength++;
          if (runLength > bestLength) {
            bestLength = runLength;
            bestStart = runStart;
          }
        } else {
          runStart = -1;
          runLength = 0;
        }
      }
      if (bestLength < 2) return hextets.join(":");
      const head = hextets.slice(0, bestStart).join(":");
      const tail = hextets.slice(bestStart + bestLength).join(":");
      return head + "::" + tail;
    }
    function normalizeIPv6Address(input) {
      const compression = input.indexOf("::");
      if (compression !== -1 && input.indexOf("::", compression + 1) !== -1) return void 0;
      const left = compression === -1 ? input.split(":") : input.slice(0, compression).split(":");
      const right = compression === -1 ? [] : input.slice(compression + 2).split(":");
      if (compression !== -1) {
        if (left.length === 1 && left[0] === "") left.length = 0;
        if (right.length === 1 && right[0] === "") right.length = 0;
      }
      const parts = left.concat(right);
      let hextetCount = 0;
      for (let i = 0; i < parts.length; i++) {
        const part = parts[i];
        if (part === "") return void 0;
        if (part.indexOf(".") !== -1) {
          if (i !== parts.length - 1 || compression !== -1 && right.length === 0 || !isIPv4(part)) return void 0;
          hextetCount += 2;
          continue;
        }
        if (!isHextet(part)) return void 0;
        parts[i] = parseInt(part, 16).toString(16);
        hextetCount++;
      }
      if (compression === -1) {
        if (hextetCount !== 8) return void 0;
        return compressIPv6ZeroRun(parts);
      }
      if (hextetCount >= 8) return void 0;
      const expanded = parts.slice(0, left.length);
      for (let i = hextetCount; i < 8; i++) expanded.push("0");
      for (let i = left.length; i < parts.length; i++) expanded.push(parts[i]);
      return compressIPv6ZeroRun(expanded);
    }
    function normalizeIPv6(host) {
      const bracketed = host[0] === "[" && host[host.length - 1] === "]";
      const hasBracket = host[0] === "[" || host[host.length - 1] === "]";
      if (hasBracket && !bracketed) return { host, isIPV6: false, error: true };
      let input = bracketed ? host.slice(1, -1) : host;
      if (bracketed && isIPvFuture(input)) {
        input = input.toLowerCase();
        return { host: `[${input}]`, escapedHost: input, isIPV6: false, isIPVFuture: true };
      }
      if (findToken(input, ":") < 2) {
        return { host, isIPV6: false, error: bracketed };
      }
      let zoneIdentifier = "";
      const zoneSeparator = input.indexOf("%");
      if (zoneSeparator !== -1) {
        const separatorLength = input.slice(zoneSeparator, zoneSeparator + 3).toLowerCase() === "%25" ? 3 : 1;
        zoneIdentifier = input.slice(zoneSeparator + separatorLength);
        if (!isZoneIdentifier(zoneIdentifier)) return { host, isIPV6: false, error: true };
        input = input.slice(0, zoneSeparator);
      }
      const address = normalizeIPv6Address(input);
      if (address === void 0) return { host, isIPV6: false, error: true };
      return {
        host: address + (zoneIdentifier ? "%" + zoneIdentifier : ""),
        escapedHost: address + (zoneIdentifier ? "%25" + zoneIdentifier : ""),
        isIPV6: true
      };
    }
    function findToken(str3, token) {
      let ind = 0;
      for (let i = 0; i < str3.length; i++) {
        if (str3[i] === token) ind++;
      }
      return ind;
    }
    function removeDotSegments(path7) {
      let input = path7;
      const output = [];
      let nextSlash = -1;
      let len = 0;
      while (len = input.length) {
        if (len === 1) {
          if (input === ".") {
            break;
          } else if (input === "/") {
            output.push("/");
            break;
          } else {
            output.push(input);
            break;
          }
        } else if (len === 2) {
          if (input[0] === ".") {
            if (input[1] === ".") {
              break;
            } else if (input[1] === "/") {
              input = input.slice(2);
              continue;
            }
          } else if (input[0] === "/") {
            if (input[1] === "." || input[1] === "/") {
              output.push("/");
              break;
            }
          }
        } else if (len === 3) {
          if (input === "/..") {
            if (output.length !== 0) {
              output.pop();
            }
            output.push("/");
            break;
          }
        }
        if (input[0] === ".") {
          if (input[1] === ".") {
            if (input[2] === "/") {
              input = input.slice(3);
              continue;
            }
          } else if (input[1] === "/") {
            input = input.slice(2);
            continue;
          }
        } else if (input[0] === "/") {
          if (input[1] === ".") {
            if (input[2] === "/") {
              input = input.slice(2);
              continue;
            } else if (input[2] === ".") {
              if (input[3] === "/") {
                input = input.slice(3);
                if (output.length !== 0) {
                  output.pop();
                }
                continue;
              }
            }
          }
        }
        if ((nextSlash = input.indexOf("/", 1)) === -1) {
          output.push(input);
          break;
        } else {
          output.push(input.slice(0, nextSlash));
          input = input.slice(nextSlash);
        }
      }
      return output.join("");
    }
    function removeDotSegmentsRelative(path7) {
      if (path7 === "" || path7[0] === "/") {
        return removeDotSegments(path7);
      }
      const segments = path7.split("/");
      const last = segments.length - 1;
      const output = [];
      let trailingDirectory = false;
      for (let i = 0; i <= last; i++) {
        const segment2 = segments[i];
        if (segment2 === "." || segment2 === "..") {
          if (segment2 === "..") {
            if (output.length !== 0 && output[output.length - 1] !== "..") {
              output.pop();
            } else {
              output.push("..");
            }
          }
          trailingDirectory = i === last;
        } else {
          output.push(segment2);
        }
      }
      if (trailingDirectory && output[output.length - 1] !== "..") {
        output.push("");
      }
      if (output.length === 0 || output[0] === "" || output[0].includes(":")) {
        output.unshift(".");
      }
      return output.join("/");
    }
    var HOST_DELIMS = { "@": "%40", "/": "%2F", "?": "%3F", "#": "%23", ":": "%3A" };
    var HOST_DELIM_RE = /[@/?#:]/g;
    var HOST_DELIM_NO_COLON_RE = /[@/?#]/g;
    function reescapeHostDelimiters(host, isIP) {
      const re = isIP ? HOST_DELIM_NO_COLON_RE : HOST_DELIM_RE;
      re.lastIndex = 0;
      return host.replace(re, (ch) => HOST_DELIMS[ch]);
    }
    function normalizePercentEncoding(input, decodeUnreserved = false) {
      if (input.indexOf("%") === -1) {
        return input;
      }
      let output = "";
      for (let i = 0; i < input.length; i++) {
        if (input[i] === "%" && i + 2 < input.length) {
          const hex = input.slice(i + 1, i + 3);
          if (isHexPair(hex)) {
            const normalizedHex = hex.toUpperCase();
            const decoded = String.fromCharCode(parseInt(normalizedHex, 16));
            if (decodeUnreserved && isUnreserved(decoded)) {
              output += decoded;
            } else {
              output += "%" + normalizedHex;
            }
            i += 2;
            continue;
          }
        }
        output += input[i];
      }
      return output;
    }
    function normalizePathEncoding(input) {
      let output = "";
      for (let i = 0; i < input.length; i++) {
        const ch = input[i];
        if (ch === "%" && i + 2 < input.length) {
          const hex = input.slice(i + 1, i + 3);
          if (isHexPair(hex)) {
            const normalizedHex = hex.toUpperCase();
            const decoded = String.fromCharCode(parseInt(normalizedHex, 16));
            if (decoded !== "." && isUnreserved(decoded)) {
              output += decoded;
            } else {
              output += "%" + normalizedHex;
            }
            i += 2;
            continue;
          }
        }
        if (isPathCharacter(ch)) {
          output += ch;
        } else {
          const code = input.charCodeAt(i);
          if (code < 128) {
            output += isEscapeSafe(code) ? ch : BYTE_HEX[code];
          } else if (code < 55296 || code > 57343) {
            output += percentEncodeNonAscii(code);
          } else if (code <= 56319 && i + 1 < input.length) {
            const low = input.charCodeAt(i + 1);
            if (low >= 56320 && low <= 57343) {
              output += percentEncodeNonAscii(65536 + (code - 55296 << 10) + (low - 56320));
              i++;
            } else {
              output += percentEncodeNonAscii(65533);
            }
          } else {
            output += percentEncodeNonAscii(65533);
          }
        }
      }
      return output;
    }
    function serializePathEncoding(input, pathNoScheme = false) {
      let output = "";
      let firstSegment = pathNoScheme && input[0] !== "/";
      for (let i = 0; i < input.length; i++) {
        const ch = input[i];
        if (ch === "%" && i + 2 < input.length) {
          const hex = input.slice(i + 1, i + 3);
          if (isHexPair(hex)) {
            output += "%" + hex.toUpperCase();
            i += 2;
            continue;
          }
        }
        if (ch === "/") {
          firstSegment = false;
        }
        if (isPathCharacter(ch) && (ch !== ":" || !firstSegment)) {
          output += ch;
        } else {
          const code = input.charCodeAt(i);
          if (code < 128) {
            output += BYTE_HEX[code];
          } else if (code < 55296 || code > 57343) {
            output += percentEncodeNonAscii(code);
          } else if (code <= 56319 && i + 1 < input.length) {
            const low = input.charCodeAt(i + 1);
            if (low >= 56320 && low <= 57343) {
              output += percentEncodeNonAscii(65536 + (code - 55296 << 10) + (low - 56320));
              i++;
            } else {
              output += percentEncodeNonAscii(65533);
            }
          } else {
            output += percentEncodeNonAscii(65533);
          }
        }
      }
      return output;
    }
    function encodeComponent(input, isAllowed) {
      let output = "";
      for (let i = 0; i < input.length; i++) {
        const ch = input[i];
        if (ch === "%" && i + 2 < input.length) {
          const hex = input.slice(i + 1, i + 3);
          if (isHexPair(hex)) {
            output += "%" + hex.toUpperCase();
            i += 2;
            continue;
          }
        }
        if (isAllowed(ch)) {
          output += ch;
        } else {
          const code = input.charCodeAt(i);
          if (code < 128) {
            output += BYTE_HEX[code];
          } else if (code < 55296 || code > 57343) {
            output += percentEncodeNonAscii(code);
          } else if (code <= 56319 && i + 1 < input.length) {
            const low = input.charCodeAt(i + 1);
            if (low >= 56320 && low <= 57343) {
              output += percentEncodeNonAscii(65536 + (code - 55296 << 10) + (low - 56320));
              i++;
            } else {
              output += percentEncodeNonAscii(65533);
            }
          } else {
            output += percentEncodeNonAscii(65533);
          }
        }
      }
      return output;
    }
    function encodeUserinfo(input) {
      return encodeComponent(input, isUserinfoCharacter);
    }
    function encodeQuery(input) {
      return encodeComponent(input, isQueryFragmentCharacter);
    }
    function encodeFragment(input) {
      return encodeComponent(input, isQueryFragmentCharacter);
    }
    function isEscapeSafe(cp) {
      return cp >= 48 && cp <= 57 || cp >= 65 && cp <= 90 || cp >= 97 && cp <= 122 || cp === 42 || cp === 43 || cp === 45 || cp === 46 || cp === 47 || cp === 64 || cp === 95;
    }
    function normalizeQueryFragmentEncoding(input) {
      let output = "";
      for (let i = 0; i < input.length; i++) {
        const ch = input[i];
        if (ch === "%" && i + 2 < input.length) {
          const hex = input.slice(i + 1, i + 3);
          if (isHexPair(hex)) {
            const normalizedHex = hex.toUpperCase();
            const decoded = String.fromCharCode(parseInt(normalizedHex, 16));
            if (isUnreserved(decoded)) {
              output += decoded;
            } else {
              output += "%" + normalizedHex;
            }
            i += 2;
            continue;
          }
        }
        if (isQueryFragmentCharacter(ch)) {
          output += ch;
        } else {
          const code = input.charCodeAt(i);
          if (code < 128) {
            output += isEscapeSafe(code) ? ch : BYTE_HEX[code];
          } else if (code < 55296 || code > 57343) {
            output += percentEncodeNonAscii(code);
          } else if (code <= 56319 && i + 1 < input.length) {
            const low = input.charCodeAt(i + 1);
            if (low >= 56320 && low <= 57343) {
              output += percentEncodeNonAscii(65536 + (code - 55296 << 10) + (low - 56320));
              i++;
            } else {
              output += percentEncodeNonAscii(65533);
            }
          } else {
            output += percentEncodeNonAscii(65533);
          }
        }
      }
      return output;
    }
    function escapePreservingEscapes(input) {
      let output = "";
      for (let i = 0; i < input.length; i++) {
        if (input[i] === "%" && i + 2 < input.length) {
          const hex = input.slice(i + 1, i + 3);
          if (isHexPair(hex)) {
            output += "%" + hex.toUpperCase();
            i += 2;
            continue;
          }
        }
        output += escape(input[i]);
      }
      return output;
    }
    function recomposeAuthority(component) {
      const uriTokens = [];
      if (component.userinfo !== void 0) {
        uriTokens.push(encodeUserinfo(component.userinfo));
        uriTokens.push("@");
      }
      if (component.host !== void 0) {
        let host = component.host;
        if (!isIPv4(host)) {
          let ipV6res = normalizeIPv6(host);
          if (ipV6res.isIPV6 !== true && ipV6res.isIPVFuture !== true) {
            host = normalizePercentEncoding(host, true);
            ipV6res = normalizeIPv6(host);
          }
          if (ipV6res.isIPV6 === true || ipV6res.isIPVFuture === true) {
            host = `[${ipV6res.escapedHost}]`;
          } else {
            host = reescapeHostDelimiters(host, false);
          }
        }
        uriTokens.push(host);
      }
      if (typeof component.port === "number" || typeof component.port === "string") {
        const port = String(component.port);
        if (!isPort(port)) {
          throw new TypeError("URI port is malformed.");
        }
        uriTokens.push(":");
        uriTokens.push(port);
      }
      return uriTokens.length ? uriTokens.join("") : void 0;
    }
    module.exports = {
      nonSimpleDomain,
      recomposeAuthority,
      reescapeHostDelimiters,
      normalizePercentEncoding,
      normalizePathEncoding,
      serializePathEncoding,
      normalizeQueryFragmentEncoding,
      encodeUserinfo,
      encodeQuery,
      encodeFragment,
      escapePreservingEscapes,
      removeDotSegments,
      removeDotSegmentsRelative,
      isIPv4,
      isUUID,
      normalizeIPv6,
      stringArrayToHexStripped
    };
  }
});

// node_modules/fast-uri/lib/schemes.js
var require_schemes = __commonJS({
  "node_modules/fast-uri/lib/schemes.js"(exports, module) {
    "use strict";
    var { isUUID } = require_utils();
    var URN_REG = /^([\da-z][\d\-a-z]{0,31}):((?:[\w!$'()*+,\-./:;=@]|%[\da-f]{2})+)$/iu;
    var supportedSchemeNames = (
      /** @type {const} */
      [
        "http",
        "https",
        "ws",
        "wss",
        "urn",
        "urn:uuid"
      ]
    );
    function isValidSchemeName(name) {
      return supportedSchemeNames.indexOf(
        /** @type {*} */
        name
      ) !== -1;
    }
    function wsIsSecure(wsComponent) {
      if (wsComponent.secure === true) {
        return true;
      } else if (wsComponent.secure === false) {
        return false;
      } else if (wsComponent.scheme) {
        return wsComponent.scheme.length === 3 && (wsComponent.scheme[0] === "w" || wsComponent.scheme[0] === "W") && (wsComponent.scheme[1] === "s" || wsComponent.scheme[1] === "S") && (wsComponent.scheme[2] === "s" || wsComponent.scheme[2] === "S");
      } else {
        return false;
      }
    }
    function httpParse(component) {
      if (!component.host) {
        component.error = component.error || "HTTP URIs must have a host.";
      }
      return component;
    }
    function httpSerialize(component) {
      const secure = String(component.scheme).toLowerCase() === "https";
      if (component.port === (secure ? 443 : 80) || component.port === "") {
        component.port = void 0;
      }
      if (!component.path) {
        component.path = "/";
      }
      return component;
    }
    function wsParse(wsComponent) {
      wsComponent.secure = wsIsSecure(wsComponent);
      wsComponent.resourceName = (wsComponent.path || "/") + (wsComponent.query ? "?" + wsComponent.query : "");
      wsComponent.path = void 0;
      wsComponent.query = void 0;
      return wsComponent;
    }
    function wsSerialize(wsComponent) {
      if (wsComponent.port === (wsIsSecure(wsComponent) ? 443 : 80) || wsComponent.port === "") {
        wsComponent.port = void 0;
      }
      if (typeof wsComponent.secure === "boolean") {
        wsComponent.scheme = wsComponent.secure ? "wss" : "ws";
        wsComponent.secure = void 0;
      }
      if (wsComponent.resourceName) {
        const queryIndex = wsComponent.resourceName.indexOf("?");
        const path7 = queryIndex === -1 ? wsComponent.resourceName : wsComponent.resourceName.slice(0, queryIndex);
        wsComponent.path = path7 && path7 !== "/" ? path7 : void 0;
        wsComponent.query = queryIndex === -1 ? void 0 : wsComponent.resourceName.slice(queryIndex + 1);
        wsComponent.resourceName = void 0;
      }
      wsComponent.fragment = void 0;
      return wsComponent;
    }
    function urnParse(urnComponent, options) {
      if (!urnComponent.path) {
        urnComponent.error = "URN can not be parsed";
        return urnComponent;
      }
      const matches = urnComponent.path.match(URN_REG);
      if (matches && matches[0] === urnComponent.path) {
        const scheme = options.scheme || urnComponent.scheme || "urn";
        urnComponent.nid = matches[1].toLowerCase();
        urnComponent.nss = matches[2];
        const urnScheme = `${scheme}:${options.nid || urnComponent.nid}`;
        const schemeHandler = getSchemeHandler(urnScheme);
        urnComponent.path = void 0;
        if (schemeHandler) {
          urnComponent = schemeHandler.parse(urnComponent, options);
        }
      } else {
        urnComponent.error = urnComponent.error || "URN can not be parsed.";
      }
      return urnComponent;
    }
    function urnSerialize(urnComponent, options) {
      if (urnComponent.nid === void 0) {
        throw new Error("URN without nid cannot be serialized");
      }
      const scheme = options.scheme || urnComponent.scheme || "urn";
      const nid = urnComponent.nid.toLowerCase();
      const urnScheme = `${scheme}:${options.nid || nid}`;
      const schemeHandler = getSchemeHandler(urnScheme);
      if (schemeHandler) {
        urnComponent = schemeHandler.serialize(urnComponent, options);
      }
      const uriComponent = urnComponent;
      const nss = urnComponent.nss;
      uriComponent.path = `${nid || options.nid}:${nss}`;
      options.skipEscape = true;
      return uriComponent;
    }
    function urnuuidParse(urnComponent, options) {
      const uuidComponent = urnComponent;
      uuidComponent.uuid = uuidComponent.nss;
      uuidComponent.nss = void 0;
      if (!options.tolerant && (!uuidComponent.uuid || !isUUID(uuidComponent.uuid))) {
        uuidComponent.error = uuidComponent.error || "UUID is not valid.";
      }
      return uuidComponent;
    }
    function urnuuidSerialize(uuidComponent) {
      const urnComponent = uuidComponent;
      urnComponent.nss = (uuidComponent.uuid || "").toLowerCase();
      return urnComponent;
    }
    var http = (
      /** @type {SchemeHandler} */
      {
        scheme: "http",
        domainHost: true,
        parse: httpParse,
        serialize: httpSerialize
      }
    );
    var https = (
      /** @type {SchemeHandler} */
      {
        scheme: "https",
        domainHost: http.domainHost,
        parse: httpParse,
        serialize: httpSerialize
      }
    );
    var ws = (
      /** @type {SchemeHandler} */
      {
        scheme: "ws",
        domainHost: true,
        parse: wsParse,
        serialize: wsSerialize
      }
    );
    var wss = (
      /** @type {SchemeHandler} */
      {
        scheme: "wss",
        domainHost: ws.domainHost,
        parse: ws.parse,
        serialize: ws.serialize
      }
    );
    var urn = (
      /** @type {SchemeHandler} */
      {
        scheme: "urn",
        parse: urnParse,
        serialize: urnSerialize,
        skipNormalize: true
      }
    );
    var urnuuid = (
      /** @type {SchemeHandler} */
      {
        scheme: "urn:uuid",
        parse: urnuuidParse,
        serialize: urnuuidSerialize,
        skipNormalize: true
      }
    );
    var SCHEMES = (
      /** @type {Record<SchemeName, SchemeHandler>} */
      {
        http,
        https,
        ws,
        wss,
        urn,
        "urn:uuid": urnuuid
      }
    );
    Object.setPrototypeOf(SCHEMES, null);
    function getSchemeHandler(scheme) {
      return scheme && (SCHEMES[
        /** @type {SchemeName} */
        scheme
      ] || SCHEMES[
        /** @type {SchemeName} */
        scheme.toLowerCase()
      ]) || void 0;
    }
    module.exports = {
      wsIsSecure,
      SCHEMES,
      isValidSchemeName,
      getSchemeHandler
    };
  }
});

// node_modules/fast-uri/index.js
var require_fast_uri = __commonJS({
  "node_modules/fast-uri/index.js"(exports, module) {
    "use strict";
    var { normalizeIPv6, removeDotSegments, removeDotSegmentsRelative, recomposeAuthority, normalizePercentEncoding, normalizePathEncoding, serializePathEncoding, normalizeQueryFragmentEncoding, encodeQuery, encodeFragment, reescapeHostDelimiters, isIPv4, nonSimpleDomain } = require_utils();
    var { SCHEMES, getSchemeHandler } = require_schemes();
    var VALID_SCHEME = /^[A-Za-z][A-Za-z0-9+.-]*$/u;
    var MALFORMED_SCHEME_ERROR = "URI scheme is malformed.";
    var MALFORMED_HOST_ERROR = "URI host is malformed.";
    var FORBIDDEN_DOMAIN_HOST_CHARACTER = /[\0-\x20"#/:<>?@[\\\]^`{|}\x7F]/u;
    function validateScheme(scheme) {
      const stringScheme = String(scheme);
      if (!VALID_SCHEME.test(stringScheme)) {
        throw new TypeError(MALFORMED_SCHEME_ERROR);
      }
      return stringScheme;
    }
    function normalize(uri, options) {
      if (typeof uri === "string") {
        uri = /** @type {T} */
        normalizeString(uri, options);
      } else if (typeof uri === "object") {
        uri = /** @type {T} */
        parse(serialize(uri, options), options);
      }
      return uri;
    }
    function resolve3(baseURI, relativeURI, options) {
      const schemelessOptions = options ? Object.assign({ scheme: "null" }, options) : { scheme: "null" };
      const {
        parsed: baseParsed,
        malformedAuthorityOrPort: baseMalformed,
        malformedPercentEncoding: baseMalformedPercentEncoding,
        malformedSchemeSpecific: baseMalformedSchemeSpecific,
        malformedHost: baseMalformedHost,
        malformedScheme: baseMalformedScheme
      } = parseWithStatus(baseURI, schemelessOptions);
      const {
        parsed: relativeParsed,
        malformedAuthorityOrPort: relativeMalformed,
        malformedPercentEncoding: relativeMalformedPercentEncoding,
        malformedSchemeSpecific: relativeMalformedSchemeSpecific,
        malformedHost: relativeMalformedHost,
        malformedScheme: relativeMalformedScheme
      } = parseWithStatus(relativeURI, schemelessOptions);
      if (baseMalformed || relativeMalformed || baseMalformedPercentEncoding || relativeMalformedPercentEncoding || baseMalformedSchemeSpecific || relativeMalformedSchemeSpecific || baseMalformedHost || relativeMalformedHost || baseMalformedScheme || relativeMalformedScheme) {
        throw new Error(baseParsed.error || relativeParsed.error || "URI is malformed.");
      }
      const resolved = resolveComponent(baseParsed, relativeParsed, schemelessOptions, true);
      const resolvedSchemeHandler = getSchemeHandler(options && options.scheme || resolved.scheme);
      const resolvedHost = resolved.host;
      const resolvedHostIsIP = resolvedHost !== void 0 && resolvedHost !== "" && (isIPv4(resolvedHost) || normalizeIPv6(resolvedHost).isIPV6);
      if (hasForbiddenDomainHost(resolved, options || {}, resolvedSchemeHandler, resolvedHostIsIP)) {
        throw new Error(MALFORMED_HOST_ERROR);
      }
      canonicalizeHost(resolved, options || {}, resolvedSchemeHandler, resolvedHostIsIP);
      const encodedASCIIHost = resolvedHost && resolvedHost.indexOf("%") !== -1 && !new RegExp("\\P{ASCII}", "u").test(resolvedHost);
      if (resolved.error && !encodedASCIIHost) {
        throw new Error(resolved.error);
      }
      schemelessOptions.skipEscape = true;
      return serialize(resolved, schemelessOptions);
    }
    function resolveComponent(base, relative4, options, skipNormalization) {
      const target = {};
      if (!skipNormalization) {
        base = parse(serialize(base, options), options);
        relative4 = parse(serialize(relative4, options), options);
      }
      options = options || {};
      if (!options.tolerant && relative4.scheme) {
        target.scheme = relative4.scheme;
        target.userinfo = relative4.userinfo;
        target.host = relative4.host;
        target.port = relative4.port;
        target.path = removeDotSegments(relative4.path || "");
        target.query = relative4.query;
      } else {
        if (relative4.userinfo !== void 0 || relative4.host !== void 0 || relative4.port !== void 0) {
          target.userinfo = relative4.userinfo;
          target.host = relative4.host;
          target.port = relative4.port;
          target.path = removeDotSegments(relative4.path || "");
          target.query = relative4.query;
        } else {
          if (!relative4.path) {
            target.path = base.path;
            if (relative4.query !== void 0) {
              target.query = relative4.query;
            } else {
              target.query = base.query;
            }
          } else {
            if (relative4.path[0] === "/") {
              target.path = removeDotSegments(relative4.path);
            } else {
              const baseHasAuthority = base.userinfo !== void 0 || base.host !== void 0 || base.port !== void 0;
              if (baseHasAuthority && !base.path) {
                target.path = "/" + relative4.path;
              } else if (!base.path) {
                target.path = relative4.path;
              } else {
                target.path = base.path.slice(0, base.path.lastIndexOf("/") + 1) + relative4.path;
              }
              target.path = base.scheme === void 0 && !baseHasAuthority && target.path[0] !== "/" ? removeDotSegmentsRelative(target.path) : removeDotSegments(target.path);
            }
            target.query = relative4.query;
          }
          target.userinfo = base.userinfo;
          target.host = base.host;
          target.port = base.port;
        }
        target.scheme = base.scheme;
      }
      target.fragment = relative4.fragment;
      return target;
    }
    function equal(uriA, uriB, options) {
      const normalizedA = normalizeComparableURI(uriA, options);
      const normalizedB = normalizeComparableURI(uriB, options);
      return normalizedA !== void 0 && normalizedB !== void 0 && normalizedA === normalizedB;
    }
    function serialize(cmpts, opts) {
      const component = {
        host: cmpts.host,
        scheme: cmpts.scheme,
        userinfo: cmpts.userinfo,
        port: cmpts.port,
        path: cmpts.path,
        query: cmpts.query,
        nid: cmpts.nid,
        nss: cmpts.nss,
        uuid: cmpts.uuid,
        fragment: cmpts.fragment,
        reference: cmpts.reference,
        resourceName: cmpts.resourceName,
        secure: cmpts.secure,
        error: ""
      };
      const options = Object.assign({}, opts);
      const uriTokens = [];
      if (component.scheme) {
        component.scheme = validateScheme(component.scheme);
      }
      const schemeHandler = getSchemeHandler(options.scheme || component.scheme);
      if (schemeHandler && schemeHandler.serialize) schemeHandler.serialize(component, options);
      const hasAuthority = component.userinfo !== void 0 || component.host !== void 0 || component.port !== void 0;
      const schemelessReference = (component.scheme === void 0 || options.reference === "suffix") && !hasAuthority;
      const pathNoScheme = !options.skipEscape && schemelessReference;
      if (component.path !== void 0) {
        if (!options.skipEscape) {
          component.path = serializePathEncoding(component.path, pathNoScheme);
        } else {
          component.path = normalizePercentEncoding(component.path);
        }
      }
      if (options.reference !== "suffix" && component.scheme) {
        component.scheme = validateScheme(component.scheme);
        uriTokens.push(component.scheme, ":");
      }
      const authority = recomposeAuthority(component);
      if (authority !== void 0) {
        if (options.reference !== "suffix") {
          uriTokens.push("//");
        }
        uriTokens.push(authority);
        if (component.path && component.path[0] !== "/") {
          uriTokens.push("/");
        }
      }
      if (component.path !== void 0) {
        let s = component.path;
        if (!options.absolutePath && (!schemeHandler || !schemeHandler.absolutePath)) {
          s = schemelessReference && s[0] !== "/" ? removeDotSegmentsRelative(s) : removeDotSegments(s);
        }
        if (schemelessReference) {
          s = serializePathEncoding(s, true);
        }
        if (authority === void 0 && s[0] === "/" && s[1] === "/") {
          s = "/%2F" + s.slice(2);
        }
        uriTokens.push(s);
      }
      if (component.query !== void 0) {
        uriTokens.push("?", encodeQuery(component.query));
      }
      if (component.fragment !== void 0) {
        uriTokens.push("#", encodeFragment(component.fragment));
      }
      return uriTokens.join("");
    }
    var URI_PARSE = /^(?:([^#/:?]+):)?(?:\/\/((?:([^#/?@]*)@)?(\[[^#/?\]]+\]|[^#/:?]*)(?::(\d*))?))?([^#?]*)(?:\?([^#]*))?(?:#((?:.|[\n\r])*))?/u;
    var AUTHORITY_PREFIX = /^(?:[^#/:?]+:)?\/\/([^/?#]*)/;
    var AUTHORITY_INTRODUCER_REGION = /^(?:[^#/:?]+:)?([/\\\t\n\r]*)/;
    function getParseError(parsed, matches) {
      if (matches[2] !== void 0 && parsed.path && parsed.path[0] !== "/") {
        return 'URI path must start with "/" when authority is present.';
      }
      if (typeof parsed.port === "number" && (parsed.port < 0 || parsed.port > 65535)) {
        return "URI port is malformed.";
      }
      return void 0;
    }
    function hasMalformedPercentEncoding(component) {
      if (component === void 0) return false;
      let percent = component.indexOf("%");
      while (percent !== -1) {
        if (percent + 2 >= component.length || !/^[\da-f]{2}$/iu.test(component.slice(percent + 1, percent + 3))) {
          return true;
        }
        percent = component.indexOf("%", percent + 3);
      }
      return false;
    }
    function isIPLiteral(host) {
      return host[0] === "[" && host[host.length - 1] === "]";
    }
    function hasMalformedComponentPercentEncoding(matches) {
      const host = matches[4];
      return hasMalformedPercentEncoding(matches[3]) || host !== void 0 && !isIPLiteral(host) && hasMalformedPercentEncoding(host) || hasMalformedPercentEncoding(matches[6]) || hasMalformedPercentEncoding(matches[7]) || hasMalformedPercentEncoding(matches[8]);
    }
    function canonicalizeHost(parsed, options, schemeHandler, isIP) {
      if (hasForbiddenDomainHost(parsed, options, schemeHandler, isIP)) {
        parsed.error = parsed.error || MALFORMED_HOST_ERROR;
        return true;
      }
      if (!options.unicodeSupport && (!schemeHandler || !schemeHandler.unicodeSupport) && parsed.host && !isIPLiteral(parsed.host) && (options.domainHost || schemeHandler && schemeHandler.domainHost) && isIP === false && nonSimpleDomain(parsed.host)) {
        let url;
        try {
          url = new URL("http://" + parsed.host);
        } catch (e) {
          parsed.error = parsed.error || "Host's domain name can not be converted to ASCII: " + e;
          return true;
        }
        if (!isHostOnlyURL(url)) {
          parsed.error = parsed.error || MALFORMED_HOST_ERROR;
          return true;
        }
        parsed.host = url.hostname;
      }
      return false;
    }
    function hasForbiddenDomainHost(parsed, options, schemeHandler, isIP) {
      return Boolean(
        parsed.host && isIP === false && !isIPLiteral(parsed.host) && (options.domainHost || schemeHandler && schemeHandler.domainHost) && FORBIDDEN_DOMAIN_HOST_CHARACTER.test(parsed.host)
      );
    }
    function isHostOnlyURL(url) {
      return url.username === "" && url.password === "" && url.port === "" && url.pathname === "/" && url.search === "" && url.hash === "" && url.hostname !== "";
    }
    function parseWithStatus(uri, opts) {
      const options = Object.assign({}, opts);
      const parsed = {
        scheme: void 0,
        userinfo: void 0,
        host: "",
        port: void 0,
        path: "",
        query: void 0,
        fragment: void 0
      };
      let malformedAuthorityOrPort = false;
      let malformedPercentEncoding = false;
      let malformedSchemeSpecific = false;
      let malformedHost = false;
      let malformedIPLiteral = false;
      let malformedScheme = false;
      let isIP = false;
      if (options.reference === "suffix") {
        if (options.scheme) {
          uri = options.scheme + ":" + uri;
        } else {
          uri = "//" + uri;
        }
      }
      const authorityMatch = uri.match(AUTHORITY_PREFIX);
      if (authorityMatch !== null && authorityMatch[1].indexOf("\\") !== -1) {
        parsed.error = "URI authority must not contain a literal backslash.";
        malformedAuthorityOrPort = true;
      }
      const introducerMatch = uri.match(AUTHORITY_INTRODUCER_REGION);
      if (introducerMatch !== null) {
        const region = introducerMatch[1];
        const normalizedRegion = region.replace(/[\t\n\r]/g, "");
        if (normalizedRegion.length >= 2) {
          if (normalizedRegion.slice(0, 2) !== "//") {
            parsed.error = parsed.error || "URI authority must not contain a literal backslash.";
            malformedAuthorityOrPort = true;
          } else if (region.length !== normalizedRegion.length) {
            parsed.error = parsed.error || "URI authority introducer must not contain whitespace.";
            malformedAuthorityOrPort = true;
          }
        }
      }
      const matches = uri.match(URI_PARSE);
      if (matches) {
        parsed.scheme = matches[1];
        parsed.userinfo = matches[3];
        parsed.host = matches[4];
        parsed.port = parseInt(matches[5], 10);
        parsed.path = matches[6] || "";
        parsed.query = matches[7];
        parsed.fragment = matches[8];
        if (parsed.scheme !== void 0) {
          if (VALID_SCHEME.test(parsed.scheme)) {
            parsed.scheme = parsed.scheme.toLowerCase();
          } else {
            parsed.error = parsed.error || MALFORMED_SCHEME_ERROR;
            malformedScheme = true;
          }
        }
        malformedPercentEncoding = hasMalformedComponentPercentEncoding(matches);
        if (malformedPercentEncoding) {
          parsed.error = parsed.error || "URI contains malformed percent-encoding.";
        }
        if (isNaN(parsed.port)) {
          parsed.port = matches[5];
        }
        const parseError = getParseError(parsed, matches);
        if (parseError !== void 0) {
          parsed.error = parsed.error || parseError;
          malformedAuthorityOrPort = true;
        }
        if (parsed.host) {
          const ipv4result = isIPv4(parsed.host);
          if (ipv4result === false) {
            const bracketedIPLiteral = isIPLiteral(parsed.host);
            const hasIPLiteralBracket = parsed.host.indexOf("[") !== -1 || parsed.host.indexOf("]") !== -1;
            const ipv6result = normalizeIPv6(parsed.host);
            isIP = ipv6result.isIPV6 || ipv6result.isIPVFuture === true;
            malformedIPLiteral = hasIPLiteralBracket && (!bracketedIPLiteral || ipv6result.error === true);
            parsed.host = isIP ? ipv6result.host : ipv6result.host.toLowerCase();
            if (malformedIPLiteral) {
              parsed.error = parsed.error || MALFORMED_HOST_ERROR;
              malformedAuthorityOrPort = true;
            }
          } else {
            isIP = true;
          }
        }
        if (parsed.scheme === void 0 && parsed.userinfo === void 0 && parsed.host === void 0 && parsed.port === void 0 && parsed.query === void 0 && !parsed.path) {
          parsed.reference = "same-document";
        } else if (parsed.scheme === void 0) {
          parsed.reference = "relative";
        } else if (parsed.fragment === void 0) {
          parsed.reference = "absolute";
        } else {
          parsed.reference = "uri";
        }
        if (options.reference && options.reference !== "suffix" && options.reference !== parsed.reference) {
          parsed.error = parsed.error || "URI is not a " + options.reference + " reference.";
        }
        const schemeHandler = getSchemeHandler(options.scheme || parsed.scheme);
        if (!malformedIPLiteral) {
          malformedHost = canonicalizeHost(parsed, options, schemeHandler, isIP);
        }
        if (uri.indexOf("%") !== -1 && parsed.host !== void 0 && !malformedIPLiteral) {
          let host = isIP ? parsed.host : normalizePercentEncoding(parsed.host, true);
          if (!isIP) {
            host = normalizePercentEncoding(host.toLowerCase());
          }
          parsed.host = isIP || options.scheme !== "null" ? reescapeHostDelimiters(host, isIP) : host;
        }
        if (!schemeHandler || schemeHandler && !schemeHandler.skipNormalize) {
          if (parsed.path) {
            parsed.path = normalizePathEncoding(parsed.path);
          }
          if (parsed.query) {
            parsed.query = normalizeQueryFragmentEncoding(parsed.query);
          }
          if (parsed.fragment) {
            parsed.fragment = normalizeQueryFragmentEncoding(parsed.fragment);
          }
        }
        if (schemeHandler && schemeHandler.parse) {
          schemeHandler.parse(parsed, options);
          if (schemeHandler === SCHEMES.urn && parsed.nid === void 0) {
            malformedSchemeSpecific = true;
          }
        }
      } else {
        parsed.error = parsed.error || "URI can not be parsed.";
      }
      return { parsed, malformedAuthorityOrPort, malformedPercentEncoding, malformedSchemeSpecific, malformedHost, malformedScheme };
    }
    function parse(uri, opts) {
      return parseWithStatus(uri, opts).parsed;
    }
    function normalizeString(uri, opts) {
      return normalizeStringWithStatus(uri, opts).normalized;
    }
    function normalizeStringWithStatus(uri, opts) {
      const { parsed, malformedAuthorityOrPort, malformedPercentEncoding, malformedSchemeSpecific, malformedHost, malformedScheme } = parseWithStatus(uri, opts);
      return {
        normalized: malformedAuthorityOrPort || malformedPercentEncoding || malformedSchemeSpecific || malformedHost || malformedScheme ? uri : serialize(parsed, opts),
        malformedAuthorityOrPort,
        malformedPercentEncoding,
        malformedSchemeSpecific,
        malformedHost,
        malformedScheme
      };
    }
    function normalizeComparableURI(uri, opts) {
      if (typeof uri !== "string" && typeof uri !== "object") {
        return void 0;
      }
      let value;
      try {
        value = typeof uri === "string" ? uri : serialize(uri, opts);
      } catch {
        return void 0;
      }
      const { normalized, malformedAuthorityOrPort, malformedPercentEncoding, malformedSchemeSpecific, malformedHost, malformedScheme } = normalizeStringWithStatus(value, opts);
      return malformedAuthorityOrPort || malformedPercentEncoding || malformedSchemeSpecific || malformedHost || malformedScheme ? void 0 : normalized;
    }
    var fastUri = {
      SCHEMES,
      normalize,
      resolve: resolve3,
      resolveComponent,
      equal,
      serialize,
      parse
    };
    module.exports = fastUri;
    module.exports.default = fastUri;
    module.exports.fastUri = fastUri;
  }
});

// node_modules/ajv/dist/runtime/uri.js
var require_uri = __commonJS({
  "node_modules/ajv/dist/runtime/uri.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var uri = require_fast_uri();
    uri.code = 'require("ajv/dist/runtime/uri").default';
    exports.default = uri;
  }
});

// node_modules/ajv/dist/core.js
var require_core = __commonJS({
  "node_modules/ajv/dist/core.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.CodeGen = exports.Name = exports.nil = exports.stringify = exports.str = exports._ = exports.KeywordCxt = void 0;
    var validate_1 = require_validate();
    Object.defineProperty(exports, "KeywordCxt", { enumerable: true, get: function() {
      return validate_1.KeywordCxt;
    } });
    var codegen_1 = require_codegen();
    Object.defineProperty(exports, "_", { enumerable: true, get: function() {
      return codegen_1._;
    } });
    Object.defineProperty(exports, "str", { enumerable: true, get: function() {
      return codegen_1.str;
    } });
    Object.defineProperty(exports, "stringify", { enumerable: true, get: function() {
      return codegen_1.stringify;
    } });
    Object.defineProperty(exports, "nil", { enumerable: true, get: function() {
      return codegen_1.nil;
    } });
    Object.defineProperty(exports, "Name", { enumerable: true, get: function() {
      return codegen_1.Name;
    } });
    Object.defineProperty(exports, "CodeGen", { enumerable: true, get: function() {
      return codegen_1.CodeGen;
    } });
    var validation_error_1 = require_validation_error();
    var ref_error_1 = require_ref_error();
    var rules_1 = require_rules();
    var compile_1 = require_compile();
    var codegen_2 = require_codegen();
    var resolve_1 = require_resolve();
    var dataType_1 = require_dataType();
    var util_1 = require_util();
    var $dataRefSchema = require_data();
    var uri_1 = require_uri();
    var defaultRegExp = (str3, flags) => new RegExp(str3, flags);
    defaultRegExp.code = "new RegExp";
    var META_IGNORE_OPTIONS = ["removeAdditional", "useDefaults", "coerceTypes"];
    var EXT_SCOPE_NAMES = /* @__PURE__ */ new Set([
      "validate",
      "serialize",
      "parse",
      "wrapper",
      "root",
      "schema",
      "keyword",
      "pattern",
      "formats",
      "validate$data",
      "func",
      "obj",
      "Error"
    ]);
    var removedOptions = {
      errorDataPath: "",
      format: "`validateFormats: false` can be used instead.",
      nullable: '"nullable" keyword is supported by default.',
      jsonPointers: "Deprecated jsPropertySyntax can be used instead.",
      extendRefs: "Deprecated ignoreKeywordsWithRef can be used instead.",
      missingRefs: "Pass empty schema with $id that should be ignored to ajv.addSchema.",
      processCode: "Use option `code: {process: (code, schemaEnv: object) => string}`",
      sourceCode: "Use option `code: {source: true}`",
      strictDefaults: "It is default now, see option `strict`.",
      strictKeywords: "It is default now, see option `strict`.",
      uniqueItems: '"uniqueItems" keyword is always validated.',
      unknownFormats: "Disable strict mode or pass `true` to `ajv.addFormat` (or `formats` option).",
      cache: "Map is used as cache, schema object as key.",
      serialize: "Map is used as cache, schema object as key.",
      ajvErrors: "It is default now."
    };
    var deprecatedOptions = {
      ignoreKeywordsWithRef: "",
      jsPropertySyntax: "",
      unicode: '"minLength"/"maxLength" account for unicode characters by default.'
    };
    var MAX_EXPRESSION = 200;
    function requiredOptions(o) {
      var _a, _b, _c, _d, _e, _f, _g, _h, _j, _k, _l, _m, _o, _p, _q, _r, _s, _t, _u, _v, _w, _x, _y, _z, _0;
      const s = o.strict;
      const _optz = (_a = o.code) === null || _a === void 0 ? void 0 : _a.optimize;
      const optimize = _optz === true || _optz === void 0 ? 1 : _optz || 0;
      const regExp = (_c = (_b = o.code) === null || _b === void 0 ? void 0 : _b.regExp) !== null && _c !== void 0 ? _c : defaultRegExp;
      const uriResolver = (_d = o.uriResolver) !== null && _d !== void 0 ? _d : uri_1.default;
      return {
        strictSchema: (_f = (_e = o.strictSchema) !== null && _e !== void 0 ? _e : s) !== null && _f !== void 0 ? _f : true,
        strictNumbers: (_h = (_g = o.strictNumbers) !== null && _g !== void 0 ? _g : s) !== null && _h !== void 0 ? _h : true,
        strictTypes: (_k = (_j = o.strictTypes) !== null && _j !== void 0 ? _j : s) !== null && _k !== void 0 ? _k : "log",
        strictTuples: (_m = (_l = o.strictTuples) !== null && _l !== void 0 ? _l : s) !== null && _m !== void 0 ? _m : "log",
        strictRequired: (_p = (_o = o.strictRequired) !== null && _o !== void 0 ? _o : s) !== null && _p !== void 0 ? _p : false,
        code: o.code ? { ...o.code, optimize, regExp } : { optimize, regExp },
        loopRequired: (_q = o.loopRequired) !== null && _q !== void 0 ? _q : MAX_EXPRESSION,
        loopEnum: (_r = o.loopEnum) !== null && _r !== void 0 ? _r : MAX_EXPRESSION,
        meta: (_s = o.meta) !== null && _s !== void 0 ? _s : true,
        messages: (_t = o.messages) !== null && _t !== void 0 ? _t : true,
        inlineRefs: (_u = o.inlineRefs) !== null && _u !== void 0 ? _u : true,
        schemaId: (_v = o.schemaId) !== null && _v !== void 0 ? _v : "$id",
        addUsedSchema: (_w = o.addUsedSchema) !== null && _w !== void 0 ? _w : true,
        validateSchema: (_x = o.validateSchema) !== null && _x !== void 0 ? _x : true,
        validateFormats: (_y = o.validateFormats) !== null && _y !== void 0 ? _y : true,
        unicodeRegExp: (_z = o.unicodeRegExp) !== null && _z !== void 0 ? _z : true,
        int32range: (_0 = o.int32range) !== null && _0 !== void 0 ? _0 : true,
        uriResolver
      };
    }
    var Ajv2 = class {
      constructor(opts = {}) {
        this.schemas = {};
        this.refs = {};
        this.formats = /* @__PURE__ */ Object.create(null);
        this._compilations = /* @__PURE__ */ new Set();
        this._loading = {};
        this._cache = /* @__PURE__ */ new Map();
        opts = this.opts = { ...opts, ...requiredOptions(opts) };
        const { es5, lines } = this.opts.code;
        this.scope = new codegen_2.ValueScope({ scope: {}, prefixes: EXT_SCOPE_NAMES, es5, lines });
        this.logger = getLogger(opts.logger);
        const formatOpt = opts.validateFormats;
        opts.validateFormats = false;
        this.RULES = (0, rules_1.getRules)();
        checkOptions.call(this, removedOptions, opts, "NOT SUPPORTED");
        checkOptions.call(this, deprecatedOptions, opts, "DEPRECATED", "warn");
        this._metaOpts = getMetaSchemaOptions.call(this);
        if (opts.formats)
          addInitialFormats.call(this);
        this._addVocabularies();
        this._addDefaultMetaSchema();
        if (opts.keywords)
          addInitialKeywords.call(this, opts.keywords);
        if (typeof opts.meta == "object")
          this.addMetaSchema(opts.meta);
        addInitialSchemas.call(this);
        opts.validateFormats = formatOpt;
      }
      _addVocabularies() {
        this.addKeyword("$async");
      }
      _addDefaultMetaSchema() {
        const { $data, meta, schemaId } = this.opts;
        let _dataRefSchema = $dataRefSchema;
        if (schemaId === "id") {
          _dataRefSchema = { ...$dataRefSchema };
          _dataRefSchema.id = _dataRefSchema.$id;
          delete _dataRefSchema.$id;
        }
        if (meta && $data)
          this.addMetaSchema(_dataRefSchema, _dataRefSchema[schemaId], false);
      }
      defaultMeta() {
        const { meta, schemaId } = this.opts;
        return this.opts.defaultMeta = typeof meta == "object" ? meta[schemaId] || meta : void 0;
      }
      validate(schemaKeyRef, data) {
        let v;
        if (typeof schemaKeyRef == "string") {
          v = this.getSchema(schemaKeyRef);
          if (!v)
            throw new Error(`no schema with key or ref "${schemaKeyRef}"`);
        } else {
          v = this.compile(schemaKeyRef);
        }
        const valid = v(data);
        if (!("$async" in v))
          this.errors = v.errors;
        return valid;
      }
      compile(schema, _meta) {
        const sch = this._addSchema(schema, _meta);
        return sch.validate || this._compileSchemaEnv(sch);
      }
      compileAsync(schema, meta) {
        if (typeof this.opts.loadSchema != "function") {
          throw new Error("options.loadSchema should be a function");
        }
        const { loadSchema } = this.opts;
        return runCompileAsync.call(this, schema, meta);
        async function runCompileAsync(_schema, _meta) {
          await loadMetaSchema.call(this, _schema.$schema);
          const sch = this._addSchema(_schema, _meta);
          return sch.validate || _compileAsync.call(this, sch);
        }
        async function loadMetaSchema($ref) {
          if ($ref && !this.getSchema($ref)) {
            await runCompileAsync.call(this, { $ref }, true);
          }
        }
        async function _compileAsync(sch) {
          try {
            return this._compileSchemaEnv(sch);
          } catch (e) {
            if (!(e instanceof ref_error_1.default))
              throw e;
            checkLoaded.call(this, e);
            await loadMissingSchema.call(this, e.missingSchema);
            return _compileAsync.call(this, sch);
          }
        }
        function checkLoaded({ missingSchema: ref, missingRef }) {
          if (this.refs[ref]) {
            throw new Error(`AnySchema ${ref} is loaded but ${missingRef} cannot be resolved`);
          }
        }
        async function loadMissingSchema(ref) {
          const _schema = await _loadSchema.call(this, ref);
          if (!this.refs[ref])
            await loadMetaSchema.call(this, _schema.$schema);
          if (!this.refs[ref])
            this.addSchema(_schema, ref, meta);
        }
        async function _loadSchema(ref) {
          const p = this._loading[ref];
          if (p)
            return p;
          try {
            return await (this._loading[ref] = loadSchema(ref));
          } finally {
            delete this._loading[ref];
          }
        }
      }
      // Adds schema to the instance
      addSchema(schema, key, _meta, _validateSchema = this.opts.validateSchema) {
        if (Array.isArray(schema)) {
          for (const sch of schema)
            this.addSchema(sch, void 0, _meta, _validateSchema);
          return this;
        }
        let id;
        if (typeof schema === "object") {
          const { schemaId } = this.opts;
          id = schema[schemaId];
          if (id !== void 0 && typeof id != "string") {
            throw new Error(`schema ${schemaId} must be string`);
          }
        }
        key = (0, resolve_1.normalizeId)(key || id);
        this._checkUnique(key);
        this.schemas[key] = this._addSchema(schema, _meta, key, _validateSchema, true);
        return this;
      }
      // Add schema that will be used to validate other schemas
      // options in META_IGNORE_OPTIONS are alway set to false
      addMetaSchema(schema, key, _validateSchema = this.opts.validateSchema) {
        this.addSchema(schema, key, true, _validateSchema);
        return this;
      }
      //  Validate schema against its meta-schema
      validateSchema(schema, throwOrLogError) {
        if (typeof schema == "boolean")
          return true;
        let $schema;
        $schema = schema.$schema;
        if ($schema !== void 0 && typeof $schema != "string") {
          throw new Error("$schema must be a string");
        }
        $schema = $schema || this.opts.defaultMeta || this.defaultMeta();
        if (!$schema) {
          this.logger.warn("meta-schema not available");
          this.errors = null;
          return true;
        }
        const valid = this.validate($schema, schema);
        if (!valid && throwOrLogError) {
          const message = "schema is invalid: " + this.errorsText();
          if (this.opts.validateSchema === "log")
            this.logger.error(message);
          else
            throw new Error(message);
        }
        return valid;
      }
      // Get compiled schema by `key` or `ref`.
      // (`key` that was passed to `addSchema` or full schema reference - `schema.$id` or resolved id)
      getSchema(keyRef) {
        let sch;
        while (typeof (sch = getSchEnv.call(this, keyRef)) == "string")
          keyRef = sch;
        if (sch === void 0) {
          const { schemaId } = this.opts;
          const root = new compile_1.SchemaEnv({ schema: {}, schemaId });
          sch = compile_1.resolveSchema.call(this, root, keyRef);
          if (!sch)
            return;
          this.refs[keyRef] = sch;
        }
        return sch.validate || this._compileSchemaEnv(sch);
      }
      // Remove cached schema(s).
      // If no parameter is passed all schemas but meta-schemas are removed.
      // If RegExp is passed all schemas with key/id matching pattern but meta-schemas are removed.
      // Even if schema is referenced by other schemas it still can be removed as other schemas have local references.
      removeSchema(schemaKeyRef) {
        if (schemaKeyRef instanceof RegExp) {
          this._removeAllSchemas(this.schemas, schemaKeyRef);
          this._removeAllSchemas(this.refs, schemaKeyRef);
          return this;
        }
        switch (typeof schemaKeyRef) {
          case "undefined":
            this._removeAllSchemas(this.schemas);
            this._removeAllSchemas(this.refs);
            this._cache.clear();
            return this;
          case "string": {
            const sch = getSchEnv.call(this, schemaKeyRef);
            if (typeof sch == "object")
              this._cache.delete(sch.schema);
            delete this.schemas[schemaKeyRef];
            delete this.refs[schemaKeyRef];
            return this;
          }
          case "object": {
            const cacheKey = schemaKeyRef;
            this._cache.delete(cacheKey);
            let id = schemaKeyRef[this.opts.schemaId];
            if (id) {
              id = (0, resolve_1.normalizeId)(id);
              delete this.schemas[id];
              delete this.refs[id];
            }
            return this;
          }
          default:
            throw new Error("ajv.removeSchema: invalid parameter");
        }
      }
      // add "vocabulary" - a collection of keywords
      addVocabulary(definitions2) {
        for (const def of definitions2)
          this.addKeyword(def);
        return this;
      }
      addKeyword(kwdOrDef, def) {
        let keyword;
        if (typeof kwdOrDef == "string") {
          keyword = kwdOrDef;
          if (typeof def == "object") {
            this.logger.warn("these parameters are deprecated, see docs for addKeyword");
            def.keyword = keyword;
          }
        } else if (typeof kwdOrDef == "object" && def === void 0) {
          def = kwdOrDef;
          keyword = def.keyword;
          if (Array.isArray(keyword) && !keyword.length) {
            throw new Error("addKeywords: keyword must be string or non-empty array");
          }
        } else {
          throw new Error("invalid addKeywords parameters");
        }
        checkKeyword.call(this, keyword, def);
        if (!def) {
          (0, util_1.eachItem)(keyword, (kwd) => addRule.call(this, kwd));
          return this;
        }
        keywordMetaschema.call(this, def);
        const definition = {
          ...def,
          type: (0, dataType_1.getJSONTypes)(def.type),
          schemaType: (0, dataType_1.getJSONTypes)(def.schemaType)
        };
        (0, util_1.eachItem)(keyword, definition.type.length === 0 ? (k) => addRule.call(this, k, definition) : (k) => definition.type.forEach((t) => addRule.call(this, k, definition, t)));
        return this;
      }
      getKeyword(keyword) {
        const rule = this.RULES.all[keyword];
        return typeof rule == "object" ? rule.definition : !!rule;
      }
      // Remove keyword
      removeKeyword(keyword) {
        const { RULES } = this;
        delete RULES.keywords[keyword];
        delete RULES.all[keyword];
        for (const group of RULES.rules) {
          const i = group.rules.findIndex((rule) => rule.keyword === keyword);
          if (i >= 0)
            group.rules.splice(i, 1);
        }
        return this;
      }
      // Add format
      addFormat(name, format) {
        if (typeof format == "string")
          format = new RegExp(format);
        this.formats[name] = format;
        return this;
      }
      errorsText(errors = this.errors, { separator = ", ", dataVar = "data" } = {}) {
        if (!errors || errors.length === 0)
          return "No errors";
        return errors.map((e) => `${dataVar}${e.instancePath} ${e.message}`).reduce((text2, msg) => text2 + separator + msg);
      }
      $dataMetaSchema(metaSchema, keywordsJsonPointers) {
        const rules = this.RULES.all;
        metaSchema = JSON.parse(JSON.stringify(metaSchema));
        for (const jsonPointer of keywordsJsonPointers) {
          const segments = jsonPointer.split("/").slice(1);
          let keywords = metaSchema;
          for (const seg of segments)
            keywords = keywords[seg];
          for (const key in rules) {
            const rule = rules[key];
            if (typeof rule != "object")
              continue;
            const { $data } = rule.definition;
            const schema = keywords[key];
            if ($data && schema)
              keywords[key] = schemaOrData(schema);
          }
        }
        return metaSchema;
      }
      _removeAllSchemas(schemas, regex) {
        for (const keyRef in schemas) {
          const sch = schemas[keyRef];
          if (!regex || regex.test(keyRef)) {
            if (typeof sch == "string") {
              delete schemas[keyRef];
            } else if (sch && !sch.meta) {
              this._cache.delete(sch.schema);
              delete schemas[keyRef];
            }
          }
        }
      }
      _addSchema(schema, meta, baseId, validateSchema = this.opts.validateSchema, addSchema = this.opts.addUsedSchema) {
        let id;
        const { schemaId } = this.opts;
        if (typeof schema == "object") {
          id = schema[schemaId];
        } else {
          if (this.opts.jtd)
            throw new Error("schema must be object");
          else if (typeof schema != "boolean")
            throw new Error("schema must be object or boolean");
        }
        let sch = this._cache.get(schema);
        if (sch !== void 0)
          return sch;
        baseId = (0, resolve_1.normalizeId)(id || baseId);
        const localRefs = resolve_1.getSchemaRefs.call(this, schema, baseId);
        sch = new compile_1.SchemaEnv({ schema, schemaId, meta, baseId, localRefs });
        this._cache.set(sch.schema, sch);
        if (addSchema && !baseId.startsWith("#")) {
          if (baseId)
            this._checkUnique(baseId);
          this.refs[baseId] = sch;
        }
        if (validateSchema)
          this.validateSchema(schema, true);
        return sch;
      }
      _checkUnique(id) {
        if (this.schemas[id] || this.refs[id]) {
          throw new Error(`schema with key or id "${id}" already exists`);
        }
      }
      _compileSchemaEnv(sch) {
        if (sch.meta)
          this._compileMetaSchema(sch);
        else
          compile_1.compileSchema.call(this, sch);
        if (!sch.validate)
          throw new Error("ajv implementation error");
        return sch.validate;
      }
      _compileMetaSchema(sch) {
        const currentOpts = this.opts;
        this.opts = this._metaOpts;
        try {
          compile_1.compileSchema.call(this, sch);
        } finally {
          this.opts = currentOpts;
        }
      }
    };
    Ajv2.ValidationError = validation_error_1.default;
    Ajv2.MissingRefError = ref_error_1.default;
    exports.default = Ajv2;
    function checkOptions(checkOpts, options, msg, log = "error") {
      for (const key in checkOpts) {
        const opt = key;
        if (opt in options)
          this.logger[log](`${msg}: option ${key}. ${checkOpts[opt]}`);
      }
    }
    function getSchEnv(keyRef) {
      keyRef = (0, resolve_1.normalizeId)(keyRef);
      return this.schemas[keyRef] || this.refs[keyRef];
    }
    function addInitialSchemas() {
      const optsSchemas = this.opts.schemas;
      if (!optsSchemas)
        return;
      if (Array.isArray(optsSchemas))
        this.addSchema(optsSchemas);
      else
        for (const key in optsSchemas)
          this.addSchema(optsSchemas[key], key);
    }
    function addInitialFormats() {
      for (const name in this.opts.formats) {
        const format = this.opts.formats[name];
        if (format)
          this.addFormat(name, format);
      }
    }
    function addInitialKeywords(defs) {
      if (Array.isArray(defs)) {
        this.addVocabulary(defs);
        return;
      }
      this.logger.warn("keywords option as map is deprecated, pass array");
      for (const keyword in defs) {
        const def = defs[keyword];
        if (!def.keyword)
          def.keyword = keyword;
        this.addKeyword(def);
      }
    }
    function getMetaSchemaOptions() {
      const metaOpts = { ...this.opts };
      for (const opt of META_IGNORE_OPTIONS)
        delete metaOpts[opt];
      return metaOpts;
    }
    var noLogs = { log() {
    }, warn() {
    }, error() {
    } };
    function getLogger(logger) {
      if (logger === false)
        return noLogs;
      if (logger === void 0)
        return console;
      if (logger.log && logger.warn && logger.error)
        return logger;
      throw new Error("logger must implement log, warn and error methods");
    }
    var KEYWORD_NAME = /^[a-z_$][a-z0-9_$:-]*$/i;
    function checkKeyword(keyword, def) {
      const { RULES } = this;
      (0, util_1.eachItem)(keyword, (kwd) => {
        if (RULES.keywords[kwd])
          throw new Error(`Keyword ${kwd} is already defined`);
        if (!KEYWORD_NAME.test(kwd))
          throw new Error(`Keyword ${kwd} has invalid name`);
      });
      if (!def)
        return;
      if (def.$data && !("code" in def || "validate" in def)) {
        throw new Error('$data keyword must have "code" or "validate" function');
      }
    }
    function addRule(keyword, definition, dataType) {
      var _a;
      const post = definition === null || definition === void 0 ? void 0 : definition.post;
      if (dataType && post)
        throw new Error('keyword with "post" flag cannot have "type"');
      const { RULES } = this;
      let ruleGroup = post ? RULES.post : RULES.rules.find(({ type: t }) => t === dataType);
      if (!ruleGroup) {
        ruleGroup = { type: dataType, rules: [] };
        RULES.rules.push(ruleGroup);
      }
      RULES.keywords[keyword] = true;
      if (!definition)
        return;
      const rule = {
        keyword,
        definition: {
          ...definition,
          type: (0, dataType_1.getJSONTypes)(definition.type),
          schemaType: (0, dataType_1.getJSONTypes)(definition.schemaType)
        }
      };
      if (definition.before)
        addBeforeRule.call(this, ruleGroup, rule, definition.before);
      else
        ruleGroup.rules.push(rule);
      RULES.all[keyword] = rule;
      (_a = definition.implements) === null || _a === void 0 ? void 0 : _a.forEach((kwd) => this.addKeyword(kwd));
    }
    function addBeforeRule(ruleGroup, rule, before) {
      const i = ruleGroup.rules.findIndex((_rule) => _rule.keyword === before);
      if (i >= 0) {
        ruleGroup.rules.splice(i, 0, rule);
      } else {
        ruleGroup.rules.push(rule);
        this.logger.warn(`rule ${before} is not defined`);
      }
    }
    function keywordMetaschema(def) {
      let { metaSchema } = def;
      if (metaSchema === void 0)
        return;
      if (def.$data && this.opts.$data)
        metaSchema = schemaOrData(metaSchema);
      def.validateSchema = this.compile(metaSchema, true);
    }
    var $dataRef = {
      $ref: "https://raw.githubusercontent.com/ajv-validator/ajv/master/lib/refs/data.json#"
    };
    function schemaOrData(schema) {
      return { anyOf: [schema, $dataRef] };
    }
  }
});

// node_modules/ajv/dist/vocabularies/core/id.js
var require_id = __commonJS({
  "node_modules/ajv/dist/vocabularies/core/id.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var def = {
      keyword: "id",
      code() {
        throw new Error('NOT SUPPORTED: keyword "id", use "$id" for schema ID');
      }
    };
    exports.default = def;
  }
});

// node_modules/ajv/dist/vocabularies/core/ref.js
var require_ref = __commonJS({
  "node_modules/ajv/dist/vocabularies/core/ref.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.callRef = exports.getValidate = void 0;
    var ref_error_1 = require_ref_error();
    var code_1 = require_code2();
    var codegen_1 = require_codegen();
    var names_1 = require_names();
    var compile_1 = require_compile();
    var util_1 = require_util();
    var def = {
      keyword: "$ref",
      schemaType: "string",
      code(cxt) {
        const { gen, schema: $ref, it } = cxt;
        const { baseId, schemaEnv: env, validateName, opts, self } = it;
        const { root } = env;
        if (($ref === "#" || $ref === "#/") && baseId === root.baseId)
          return callRootRef();
        const schOrEnv = compile_1.resolveRef.call(self, root, baseId, $ref);
        if (schOrEnv === void 0)
          throw new ref_error_1.default(it.opts.uriResolver, baseId, $ref);
        if (schOrEnv instanceof compile_1.SchemaEnv)
          return callValidate(schOrEnv);
        return inlineRefSchema(schOrEnv);
        function callRootRef() {
          if (env === root)
            return callRef(cxt, validateName, env, env.$async);
          const rootName = gen.scopeValue("root", { ref: root });
          return callRef(cxt, (0, codegen_1._)`${rootName}.validate`, root, root.$async);
        }
        function callValidate(sch) {
          const v = getValidate(cxt, sch);
          callRef(cxt, v, sch, sch.$async);
        }
        function inlineRefSchema(sch) {
          const schName = gen.scopeValue("schema", opts.code.source === true ? { ref: sch, code: (0, codegen_1.stringify)(sch) } : { ref: sch });
          const valid = gen.name("valid");
          const schCxt = cxt.subschema({
            schema: sch,
            dataTypes: [],
            schemaPath: codegen_1.nil,
            topSchemaRef: schName,
            errSchemaPath: $ref
          }, valid);
          cxt.mergeEvaluated(schCxt);
          cxt.ok(valid);
        }
      }
    };
    function getValidate(cxt, sch) {
      const { gen } = cxt;
      return sch.validate ? gen.scopeValue("validate", { ref: sch.validate }) : (0, codegen_1._)`${gen.scopeValue("wrapper", { ref: sch })}.validate`;
    }
    exports.getValidate = getValidate;
    function callRef(cxt, v, sch, $async) {
      const { gen, it } = cxt;
      const { allErrors, schemaEnv: env, opts } = it;
      const passCxt = opts.passContext ? names_1.default.this : codegen_1.nil;
      if ($async)
        callAsyncRef();
      else
        callSyncRef();
      function callAsyncRef() {
        if (!env.$async)
          throw new Error("async schema referenced by sync schema");
        const valid = gen.let("valid");
        gen.try(() => {
          gen.code((0, codegen_1._)`await ${(0, code_1.callValidateCode)(cxt, v, passCxt)}`);
          addEvaluatedFrom(v);
          if (!allErrors)
            gen.assign(valid, true);
        }, (e) => {
          gen.if((0, codegen_1._)`!(${e} instanceof ${it.ValidationError})`, () => gen.throw(e));
          addErrorsFrom(e);
          if (!allErrors)
            gen.assign(valid, false);
        });
        cxt.ok(valid);
      }
      function callSyncRef() {
        cxt.result((0, code_1.callValidateCode)(cxt, v, passCxt), () => addEvaluatedFrom(v), () => addErrorsFrom(v));
      }
      function addErrorsFrom(source) {
        const errs = (0, codegen_1._)`${source}.errors`;
        gen.assign(names_1.default.vErrors, (0, codegen_1._)`${names_1.default.vErrors} === null ? ${errs} : ${names_1.default.vErrors}.concat(${errs})`);
        gen.assign(names_1.default.errors, (0, codegen_1._)`${names_1.default.vErrors}.length`);
      }
      function addEvaluatedFrom(source) {
        var _a;
        if (!it.opts.unevaluated)
          return;
        const schEvaluated = (_a = sch === null || sch === void 0 ? void 0 : sch.validate) === null || _a === void 0 ? void 0 : _a.evaluated;
        if (it.props !== true) {
          if (schEvaluated && !schEvaluated.dynamicProps) {
            if (schEvaluated.props !== void 0) {
              it.props = util_1.mergeEvaluated.props(gen, schEvaluated.props, it.props);
            }
          } else {
            const props = gen.var("props", (0, codegen_1._)`${source}.evaluated.props`);
            it.props = util_1.mergeEvaluated.props(gen, props, it.props, codegen_1.Name);
          }
        }
        if (it.items !== true) {
          if (schEvaluated && !schEvaluated.dynamicItems) {
            if (schEvaluated.items !== void 0) {
              it.items = util_1.mergeEvaluated.items(gen, schEvaluated.items, it.items);
            }
          } else {
            const items = gen.var("items", (0, codegen_1._)`${source}.evaluated.items`);
            it.items = util_1.mergeEvaluated.items(gen, items, it.items, codegen_1.Name);
          }
        }
      }
    }
    exports.callRef = callRef;
    exports.default = def;
  }
});

// node_modules/ajv/dist/vocabularies/core/index.js
var require_core2 = __commonJS({
  "node_modules/ajv/dist/vocabularies/core/index.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var id_1 = require_id();
    var ref_1 = require_ref();
    var core = [
      "$schema",
      "$id",
      "$defs",
      "$vocabulary",
      { keyword: "$comment" },
      "definitions",
      id_1.default,
      ref_1.default
    ];
    exports.default = core;
  }
});

// node_modules/ajv/dist/vocabularies/validation/limitNumber.js
var require_limitNumber = __commonJS({
  "node_modules/ajv/dist/vocabularies/validation/limitNumber.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var codegen_1 = require_codegen();
    var ops = codegen_1.operators;
    var KWDs = {
      maximum: { okStr: "<=", ok: ops.LTE, fail: ops.GT },
      minimum: { okStr: ">=", ok: ops.GTE, fail: ops.LT },
      exclusiveMaximum: { okStr: "<", ok: ops.LT, fail: ops.GTE },
      exclusiveMinimum: { okStr: ">", ok: ops.GT, fail: ops.LTE }
    };
    var error2 = {
      message: ({ keyword, schemaCode }) => (0, codegen_1.str)`must be ${KWDs[keyword].okStr} ${schemaCode}`,
      params: ({ keyword, schemaCode }) => (0, codegen_1._)`{comparison: ${KWDs[keyword].okStr}, limit: ${schemaCode}}`
    };
    var def = {
      keyword: Object.keys(KWDs),
      type: "number",
      schemaType: "number",
      $data: true,
      error: error2,
      code(cxt) {
        const { keyword, data, schemaCode } = cxt;
        cxt.fail$data((0, codegen_1._)`${data} ${KWDs[keyword].fail} ${schemaCode} || isNaN(${data})`);
      }
    };
    exports.default = def;
  }
});

// node_modules/ajv/dist/vocabularies/validation/multipleOf.js
var require_multipleOf = __commonJS({
  "node_modules/ajv/dist/vocabularies/validation/multipleOf.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var codegen_1 = require_codegen();
    var error2 = {
      message: ({ schemaCode }) => (0, codegen_1.str)`must be multiple of ${schemaCode}`,
      params: ({ schemaCode }) => (0, codegen_1._)`{multipleOf: ${schemaCode}}`
    };
    var def = {
      keyword: "multipleOf",
      type: "number",
      schemaType: "number",
      $data: true,
      error: error2,
      code(cxt) {
        const { gen, data, schemaCode, it } = cxt;
        const prec = it.opts.multipleOfPrecision;
        const res = gen.let("res");
        const invalid = prec ? (0, codegen_1._)`Math.abs(Math.round(${res}) - ${res}) > 1e-${prec}` : (0, codegen_1._)`${res} !== parseInt(${res})`;
        cxt.fail$data((0, codegen_1._)`(${schemaCode} === 0 || (${res} = ${data}/${schemaCode}, ${invalid}))`);
      }
    };
    exports.default = def;
  }
});

// node_modules/ajv/dist/runtime/ucs2length.js
var require_ucs2length = __commonJS({
  "node_modules/ajv/dist/runtime/ucs2length.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    function ucs2length(str3) {
      const len = str3.length;
      let length = 0;
      let pos = 0;
      let value;
      while (pos < len) {
        length++;
        value = str3.charCodeAt(pos++);
        if (value >= 55296 && value <= 56319 && pos < len) {
          value = str3.charCodeAt(pos);
          if ((value & 64512) === 56320)
            pos++;
        }
      }
      return length;
    }
    exports.default = ucs2length;
    ucs2length.code = 'require("ajv/dist/runtime/ucs2length").default';
  }
});

// node_modules/ajv/dist/vocabularies/validation/limitLength.js
var require_limitLength = __commonJS({
  "node_modules/ajv/dist/vocabularies/validation/limitLength.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var codegen_1 = require_codegen();
    var util_1 = require_util();
    var ucs2length_1 = require_ucs2length();
    var error2 = {
      message({ keyword, schemaCode }) {
        const comp = keyword === "maxLength" ? "more" : "fewer";
        return (0, codegen_1.str)`must NOT have ${comp} than ${schemaCode} characters`;
      },
      params: ({ schemaCode }) => (0, codegen_1._)`{limit: ${schemaCode}}`
    };
    var def = {
      keyword: ["maxLength", "minLength"],
      type: "string",
      schemaType: "number",
      $data: true,
      error: error2,
      code(cxt) {
        const { keyword, data, schemaCode, it } = cxt;
        const op = keyword === "maxLength" ? codegen_1.operators.GT : codegen_1.operators.LT;
        const len = it.opts.unicode === false ? (0, codegen_1._)`${data}.length` : (0, codegen_1._)`${(0, util_1.useFunc)(cxt.gen, ucs2length_1.default)}(${data})`;
        cxt.fail$data((0, codegen_1._)`${len} ${op} ${schemaCode}`);
      }
    };
    exports.default = def;
  }
});

// node_modules/ajv/dist/vocabularies/validation/pattern.js
var require_pattern = __commonJS({
  "node_modules/ajv/dist/vocabularies/validation/pattern.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var code_1 = require_code2();
    var util_1 = require_util();
    var codegen_1 = require_codegen();
    var error2 = {
      message: ({ schemaCode }) => (0, codegen_1.str)`must match pattern "${schemaCode}"`,
      params: ({ schemaCode }) => (0, codegen_1._)`{pattern: ${schemaCode}}`
    };
    var def = {
      keyword: "pattern",
      type: "string",
      schemaType: "string",
      $data: true,
      error: error2,
      code(cxt) {
        const { gen, data, $data, schema, schemaCode, it } = cxt;
        const u = it.opts.unicodeRegExp ? "u" : "";
        if ($data) {
          const { regExp } = it.opts.code;
          const regExpCode = regExp.code === "new RegExp" ? (0, codegen_1._)`new RegExp` : (0, util_1.useFunc)(gen, regExp);
          const valid = gen.let("valid");
          gen.try(() => gen.assign(valid, (0, codegen_1._)`${regExpCode}(${schemaCode}, ${u}).test(${data})`), () => gen.assign(valid, false));
          cxt.fail$data((0, codegen_1._)`!${valid}`);
        } else {
          const regExp = (0, code_1.usePattern)(cxt, schema);
          cxt.fail$data((0, codegen_1._)`!${regExp}.test(${data})`);
        }
      }
    };
    exports.default = def;
  }
});

// node_modules/ajv/dist/vocabularies/validation/limitProperties.js
var require_limitProperties = __commonJS({
  "node_modules/ajv/dist/vocabularies/validation/limitProperties.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var codegen_1 = require_codegen();
    var error2 = {
      message({ keyword, schemaCode }) {
        const comp = keyword === "maxProperties" ? "more" : "fewer";
        return (0, codegen_1.str)`must NOT have ${comp} than ${schemaCode} properties`;
      },
      params: ({ schemaCode }) => (0, codegen_1._)`{limit: ${schemaCode}}`
    };
    var def = {
      keyword: ["maxProperties", "minProperties"],
      type: "object",
      schemaType: "number",
      $data: true,
      error: error2,
      code(cxt) {
        const { keyword, data, schemaCode } = cxt;
        const op = keyword === "maxProperties" ? codegen_1.operators.GT : codegen_1.operators.LT;
        cxt.fail$data((0, codegen_1._)`Object.keys(${data}).length ${op} ${schemaCode}`);
      }
    };
    exports.default = def;
  }
});

// node_modules/ajv/dist/vocabularies/validation/required.js
var require_required = __commonJS({
  "node_modules/ajv/dist/vocabularies/validation/required.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var code_1 = require_code2();
    var codegen_1 = require_codegen();
    var util_1 = require_util();
    var error2 = {
      message: ({ params: { missingProperty } }) => (0, codegen_1.str)`must have required property '${missingProperty}'`,
      params: ({ params: { missingProperty } }) => (0, codegen_1._)`{missingProperty: ${missingProperty}}`
    };
    var def = {
      keyword: "required",
      type: "object",
      schemaType: "array",
      $data: true,
      error: error2,
      code(cxt) {
        const { gen, schema, schemaCode, data, $data, it } = cxt;
        const { opts } = it;
        if (!$data && schema.length === 0)
          return;
        const useLoop = schema.length >= opts.loopRequired;
        if (it.allErrors)
          allErrorsMode();
        else
          exitOnErrorMode();
        if (opts.strictRequired) {
          const props = cxt.parentSchema.properties;
          const { definedProperties } = cxt.it;
          for (const requiredKey of schema) {
            if ((props === null || props === void 0 ? void 0 : props[requiredKey]) === void 0 && !definedProperties.has(requiredKey)) {
              const schemaPath = it.schemaEnv.baseId + it.errSchemaPath;
              const msg = `required property "${requiredKey}" is not defined at "${schemaPath}" (strictRequired)`;
              (0, util_1.checkStrictMode)(it, msg, it.opts.strictRequired);
            }
          }
        }
        function allErrorsMode() {
          if (useLoop || $data) {
            cxt.block$data(codegen_1.nil, loopAllRequired);
          } else {
            for (const prop of schema) {
              (0, code_1.checkReportMissingProp)(cxt, prop);
            }
          }
        }
        function exitOnErrorMode() {
          const missing = gen.let("missing");
          if (useLoop || $data) {
            const valid = gen.let("valid", true);
            cxt.block$data(valid, () => loopUntilMissing(missing, valid));
            cxt.ok(valid);
          } else {
            gen.if((0, code_1.checkMissingProp)(cxt, schema, missing));
            (0, code_1.reportMissingProp)(cxt, missing);
            gen.else();
          }
        }
        function loopAllRequired() {
          gen.forOf("prop", schemaCode, (prop) => {
            cxt.setParams({ missingProperty: prop });
            gen.if((0, code_1.noPropertyInData)(gen, data, prop, opts.ownProperties), () => cxt.error());
          });
        }
        function loopUntilMissing(missing, valid) {
          cxt.setParams({ missingProperty: missing });
          gen.forOf(missing, schemaCode, () => {
            gen.assign(valid, (0, code_1.propertyInData)(gen, data, missing, opts.ownProperties));
            gen.if((0, codegen_1.not)(valid), () => {
              cxt.error();
              gen.break();
            });
          }, codegen_1.nil);
        }
      }
    };
    exports.default = def;
  }
});

// node_modules/ajv/dist/vocabularies/validation/limitItems.js
var require_limitItems = __commonJS({
  "node_modules/ajv/dist/vocabularies/validation/limitItems.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var codegen_1 = require_codegen();
    var error2 = {
      message({ keyword, schemaCode }) {
        const comp = keyword === "maxItems" ? "more" : "fewer";
        return (0, codegen_1.str)`must NOT have ${comp} than ${schemaCode} items`;
      },
      params: ({ schemaCode }) => (0, codegen_1._)`{limit: ${schemaCode}}`
    };
    var def = {
      keyword: ["maxItems", "minItems"],
      type: "array",
      schemaType: "number",
      $data: true,
      error: error2,
      code(cxt) {
        const { keyword, data, schemaCode } = cxt;
        const op = keyword === "maxItems" ? codegen_1.operators.GT : codegen_1.operators.LT;
        cxt.fail$data((0, codegen_1._)`${data}.length ${op} ${schemaCode}`);
      }
    };
    exports.default = def;
  }
});

// node_modules/ajv/dist/runtime/equal.js
var require_equal = __commonJS({
  "node_modules/ajv/dist/runtime/equal.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var equal = require_fast_deep_equal();
    equal.code = 'require("ajv/dist/runtime/equal").default';
    exports.default = equal;
  }
});

// node_modules/ajv/dist/vocabularies/validation/uniqueItems.js
var require_uniqueItems = __commonJS({
  "node_modules/ajv/dist/vocabularies/validation/uniqueItems.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var dataType_1 = require_dataType();
    var codegen_1 = require_codegen();
    var util_1 = require_util();
    var equal_1 = require_equal();
    var error2 = {
      message: ({ params: { i, j } }) => (0, codegen_1.str)`must NOT have duplicate items (items ## ${j} and ${i} are identical)`,
      params: ({ params: { i, j } }) => (0, codegen_1._)`{i: ${i}, j: ${j}}`
    };
    var def = {
      keyword: "uniqueItems",
      type: "array",
      schemaType: "boolean",
      $data: true,
      error: error2,
      code(cxt) {
        const { gen, data, $data, schema, parentSchema, schemaCode, it } = cxt;
        if (!$data && !schema)
          return;
        const valid = gen.let("valid");
        const itemTypes = parentSchema.items ? (0, dataType_1.getSchemaTypes)(parentSchema.items) : [];
        cxt.block$data(valid, validateUniqueItems, (0, codegen_1._)`${schemaCode} === false`);
        cxt.ok(valid);
        function validateUniqueItems() {
          const i = gen.let("i", (0, codegen_1._)`${data}.length`);
          const j = gen.let("j");
          cxt.setParams({ i, j });
          gen.assign(valid, true);
          gen.if((0, codegen_1._)`${i} > 1`, () => (canOptimize() ? loopN : loopN2)(i, j));
        }
        function canOptimize() {
          return itemTypes.length > 0 && !itemTypes.some((t) => t === "object" || t === "array");
        }
        function loopN(i, j) {
          const item = gen.name("item");
          const wrongType = (0, dataType_1.checkDataTypes)(itemTypes, item, it.opts.strictNumbers, dataType_1.DataType.Wrong);
          const indices = gen.const("indices", (0, codegen_1._)`{}`);
          gen.for((0, codegen_1._)`;${i}--;`, () => {
            gen.let(item, (0, codegen_1._)`${data}[${i}]`);
            gen.if(wrongType, (0, codegen_1._)`continue`);
            if (itemTypes.length > 1)
              gen.if((0, codegen_1._)`typeof ${item} == "string"`, (0, codegen_1._)`${item} += "_"`);
            gen.if((0, codegen_1._)`typeof ${indices}[${item}] == "number"`, () => {
              gen.assign(j, (0, codegen_1._)`${indices}[${item}]`);
              cxt.error();
              gen.assign(valid, false).break();
            }).code((0, codegen_1._)`${indices}[${item}] = ${i}`);
          });
        }
        function loopN2(i, j) {
          const eql = (0, util_1.useFunc)(gen, equal_1.default);
          const outer = gen.name("outer");
          gen.label(outer).for((0, codegen_1._)`;${i}--;`, () => gen.for((0, codegen_1._)`${j} = ${i}; ${j}--;`, () => gen.if((0, codegen_1._)`${eql}(${data}[${i}], ${data}[${j}])`, () => {
            cxt.error();
            gen.assign(valid, false).break(outer);
          })));
        }
      }
    };
    exports.default = def;
  }
});

// node_modules/ajv/dist/vocabularies/validation/const.js
var require_const = __commonJS({
  "node_modules/ajv/dist/vocabularies/validation/const.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var codegen_1 = require_codegen();
    var util_1 = require_util();
    var equal_1 = require_equal();
    var error2 = {
      message: "must be equal to constant",
      params: ({ schemaCode }) => (0, codegen_1._)`{allowedValue: ${schemaCode}}`
    };
    var def = {
      keyword: "const",
      $data: true,
      error: error2,
      code(cxt) {
        const { gen, data, $data, schemaCode, schema } = cxt;
        if ($data || schema && typeof schema == "object") {
          cxt.fail$data((0, codegen_1._)`!${(0, util_1.useFunc)(gen, equal_1.default)}(${data}, ${schemaCode})`);
        } else {
          cxt.fail((0, codegen_1._)`${schema} !== ${data}`);
        }
      }
    };
    exports.default = def;
  }
});

// node_modules/ajv/dist/vocabularies/validation/enum.js
var require_enum = __commonJS({
  "node_modules/ajv/dist/vocabularies/validation/enum.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var codegen_1 = require_codegen();
    var util_1 = require_util();
    var equal_1 = require_equal();
    var error2 = {
      message: "must be equal to one of the allowed values",
      params: ({ schemaCode }) => (0, codegen_1._)`{allowedValues: ${schemaCode}}`
    };
    var def = {
      keyword: "enum",
      schemaType: "array",
      $data: true,
      error: error2,
      code(cxt) {
        const { gen, data, $data, schema, schemaCode, it } = cxt;
        if (!$data && schema.length === 0)
          throw new Error("enum must have non-empty array");
        const useLoop = schema.length >= it.opts.loopEnum;
        let eql;
        const getEql = () => eql !== null && eql !== void 0 ? eql : eql = (0, util_1.useFunc)(gen, equal_1.default);
        let valid;
        if (useLoop || $data) {
          valid = gen.let("valid");
          cxt.block$data(valid, loopEnum);
        } else {
          if (!Array.isArray(schema))
            throw new Error("ajv implementation error");
          const vSchema = gen.const("vSchema", schemaCode);
          valid = (0, codegen_1.or)(...schema.map((_x, i) => equalCode(vSchema, i)));
        }
        cxt.pass(valid);
        function loopEnum() {
          gen.assign(valid, false);
          gen.forOf("v", schemaCode, (v) => gen.if((0, codegen_1._)`${getEql()}(${data}, ${v})`, () => gen.assign(valid, true).break()));
        }
        function equalCode(vSchema, i) {
          const sch = schema[i];
          return typeof sch === "object" && sch !== null ? (0, codegen_1._)`${getEql()}(${data}, ${vSchema}[${i}])` : (0, codegen_1._)`${data} === ${sch}`;
        }
      }
    };
    exports.default = def;
  }
});

// node_modules/ajv/dist/vocabularies/validation/index.js
var require_validation = __commonJS({
  "node_modules/ajv/dist/vocabularies/validation/index.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var limitNumber_1 = require_limitNumber();
    var multipleOf_1 = require_multipleOf();
    var limitLength_1 = require_limitLength();
    var pattern_1 = require_pattern();
    var limitProperties_1 = require_limitProperties();
    var required_1 = require_required();
    var limitItems_1 = require_limitItems();
    var uniqueItems_1 = require_uniqueItems();
    var const_1 = require_const();
    var enum_1 = require_enum();
    var validation = [
      // number
      limitNumber_1.default,
      multipleOf_1.default,
      // string
      limitLength_1.default,
      pattern_1.default,
      // object
      limitProperties_1.default,
      required_1.default,
      // array
      limitItems_1.default,
      uniqueItems_1.default,
      // any
      { keyword: "type", schemaType: ["string", "array"] },
      { keyword: "nullable", schemaType: "boolean" },
      const_1.default,
      enum_1.default
    ];
    exports.default = validation;
  }
});

// node_modules/ajv/dist/vocabularies/applicator/additionalItems.js
var require_additionalItems = __commonJS({
  "node_modules/ajv/dist/vocabularies/applicator/additionalItems.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.validateAdditionalItems = void 0;
    var codegen_1 = require_codegen();
    var util_1 = require_util();
    var error2 = {
      message: ({ params: { len } }) => (0, codegen_1.str)`must NOT have more than ${len} items`,
      params: ({ params: { len } }) => (0, codegen_1._)`{limit: ${len}}`
    };
    var def = {
      keyword: "additionalItems",
      type: "array",
      schemaType: ["boolean", "object"],
      before: "uniqueItems",
      error: error2,
      code(cxt) {
        const { parentSchema, it } = cxt;
        const { items } = parentSchema;
        if (!Array.isArray(items)) {
          (0, util_1.checkStrictMode)(it, '"additionalItems" is ignored when "items" is not an array of schemas');
          return;
        }
        validateAdditionalItems(cxt, items);
      }
    };
    function validateAdditionalItems(cxt, items) {
      const { gen, schema, data, keyword, it } = cxt;
      it.items = true;
      const len = gen.const("len", (0, codegen_1._)`${data}.length`);
      if (schema === false) {
        cxt.setParams({ len: items.length });
        cxt.pass((0, codegen_1._)`${len} <= ${items.length}`);
      } else if (typeof schema == "object" && !(0, util_1.alwaysValidSchema)(it, schema)) {
        const valid = gen.var("valid", (0, codegen_1._)`${len} <= ${items.length}`);
        gen.if((0, codegen_1.not)(valid), () => validateItems(valid));
        cxt.ok(valid);
      }
      function validateItems(valid) {
        gen.forRange("i", items.length, len, (i) => {
          cxt.subschema({ keyword, dataProp: i, dataPropType: util_1.Type.Num }, valid);
          if (!it.allErrors)
            gen.if((0, codegen_1.not)(valid), () => gen.break());
        });
      }
    }
    exports.validateAdditionalItems = validateAdditionalItems;
    exports.default = def;
  }
});

// node_modules/ajv/dist/vocabularies/applicator/items.js
var require_items = __commonJS({
  "node_modules/ajv/dist/vocabularies/applicator/items.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.validateTuple = void 0;
    var codegen_1 = require_codegen();
    var util_1 = require_util();
    var code_1 = require_code2();
    var def = {
      keyword: "items",
      type: "array",
      schemaType: ["object", "array", "boolean"],
      before: "uniqueItems",
      code(cxt) {
        const { schema, it } = cxt;
        if (Array.isArray(schema))
          return validateTuple(cxt, "additionalItems", schema);
        it.items = true;
        if ((0, util_1.alwaysValidSchema)(it, schema))
          return;
        cxt.ok((0, code_1.validateArray)(cxt));
      }
    };
    function validateTuple(cxt, extraItems, schArr = cxt.schema) {
      const { gen, parentSchema, data, keyword, it } = cxt;
      checkStrictTuple(parentSchema);
      if (it.opts.unevaluated && schArr.length && it.items !== true) {
        it.items = util_1.mergeEvaluated.items(gen, schArr.length, it.items);
      }
      const valid = gen.name("valid");
      const len = gen.const("len", (0, codegen_1._)`${data}.length`);
      schArr.forEach((sch, i) => {
        if ((0, util_1.alwaysValidSchema)(it, sch))
          return;
        gen.if((0, codegen_1._)`${len} > ${i}`, () => cxt.subschema({
          keyword,
          schemaProp: i,
          dataProp: i
        }, valid));
        cxt.ok(valid);
      });
      function checkStrictTuple(sch) {
        const { opts, errSchemaPath } = it;
        const l = schArr.length;
        const fullTuple = l === sch.minItems && (l === sch.maxItems || sch[extraItems] === false);
        if (opts.strictTuples && !fullTuple) {
          const msg = `"${keyword}" is ${l}-tuple, but minItems or maxItems/${extraItems} are not specified or different at path "${errSchemaPath}"`;
          (0, util_1.checkStrictMode)(it, msg, opts.strictTuples);
        }
      }
    }
    exports.validateTuple = validateTuple;
    exports.default = def;
  }
});

// node_modules/ajv/dist/vocabularies/applicator/prefixItems.js
var require_prefixItems = __commonJS({
  "node_modules/ajv/dist/vocabularies/applicator/prefixItems.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var items_1 = require_items();
    var def = {
      keyword: "prefixItems",
      type: "array",
      schemaType: ["array"],
      before: "uniqueItems",
      code: (cxt) => (0, items_1.validateTuple)(cxt, "items")
    };
    exports.default = def;
  }
});

// node_modules/ajv/dist/vocabularies/applicator/items2020.js
var require_items2020 = __commonJS({
  "node_modules/ajv/dist/vocabularies/applicator/items2020.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var codegen_1 = require_codegen();
    var util_1 = require_util();
    var code_1 = require_code2();
    var additionalItems_1 = require_additionalItems();
    var error2 = {
      message: ({ params: { len } }) => (0, codegen_1.str)`must NOT have more than ${len} items`,
      params: ({ params: { len } }) => (0, codegen_1._)`{limit: ${len}}`
    };
    var def = {
      keyword: "items",
      type: "array",
      schemaType: ["object", "boolean"],
      before: "uniqueItems",
      error: error2,
      code(cxt) {
        const { schema, parentSchema, it } = cxt;
        const { prefixItems } = parentSchema;
        it.items = true;
        if ((0, util_1.alwaysValidSchema)(it, schema))
          return;
        if (prefixItems)
          (0, additionalItems_1.validateAdditionalItems)(cxt, prefixItems);
        else
          cxt.ok((0, code_1.validateArray)(cxt));
      }
    };
    exports.default = def;
  }
});

// node_modules/ajv/dist/vocabularies/applicator/contains.js
var require_contains = __commonJS({
  "node_modules/ajv/dist/vocabularies/applicator/contains.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var codegen_1 = require_codegen();
    var util_1 = require_util();
    var error2 = {
      message: ({ params: { min, max } }) => max === void 0 ? (0, codegen_1.str)`must contain at least ${min} valid item(s)` : (0, codegen_1.str)`must contain at least ${min} and no more than ${max} valid item(s)`,
      params: ({ params: { min, max } }) => max === void 0 ? (0, codegen_1._)`{minContains: ${min}}` : (0, codegen_1._)`{minContains: ${min}, maxContains: ${max}}`
    };
    var def = {
      keyword: "contains",
      type: "array",
      schemaType: ["object", "boolean"],
      before: "uniqueItems",
      trackErrors: true,
      error: error2,
      code(cxt) {
        const { gen, schema, parentSchema, data, it } = cxt;
        let min;
        let max;
        const { minContains, maxContains } = parentSchema;
        if (it.opts.next) {
          min = minContains === void 0 ? 1 : minContains;
          max = maxContains;
        } else {
          min = 1;
        }
        const len = gen.const("len", (0, codegen_1._)`${data}.length`);
        cxt.setParams({ min, max });
        if (max === void 0 && min === 0) {
          (0, util_1.checkStrictMode)(it, `"minContains" == 0 without "maxContains": "contains" keyword ignored`);
          return;
        }
        if (max !== void 0 && min > max) {
          (0, util_1.checkStrictMode)(it, `"minContains" > "maxContains" is always invalid`);
          cxt.fail();
          return;
        }
        if ((0, util_1.alwaysValidSchema)(it, schema)) {
          let cond = (0, codegen_1._)`${len} >= ${min}`;
          if (max !== void 0)
            cond = (0, codegen_1._)`${cond} && ${len} <= ${max}`;
          cxt.pass(cond);
          return;
        }
        it.items = true;
        const valid = gen.name("valid");
        if (max === void 0 && min === 1) {
          validateItems(valid, () => gen.if(valid, () => gen.break()));
        } else if (min === 0) {
          gen.let(valid, true);
          if (max !== void 0)
            gen.if((0, codegen_1._)`${data}.length > 0`, validateItemsWithCount);
        } else {
          gen.let(valid, false);
          validateItemsWithCount();
        }
        cxt.result(valid, () => cxt.reset());
        function validateItemsWithCount() {
          const schValid = gen.name("_valid");
          const count = gen.let("count", 0);
          validateItems(schValid, () => gen.if(schValid, () => checkLimits(count)));
        }
        function validateItems(_valid, block) {
          gen.forRange("i", 0, len, (i) => {
            cxt.subschema({
              keyword: "contains",
              dataProp: i,
              dataPropType: util_1.Type.Num,
              compositeRule: true
            }, _valid);
            block();
          });
        }
        function checkLimits(count) {
          gen.code((0, codegen_1._)`${count}++`);
          if (max === void 0) {
            gen.if((0, codegen_1._)`${count} >= ${min}`, () => gen.assign(valid, true).break());
          } else {
            gen.if((0, codegen_1._)`${count} > ${max}`, () => gen.assign(valid, false).break());
            if (min === 1)
              gen.assign(valid, true);
            else
              gen.if((0, codegen_1._)`${count} >= ${min}`, () => gen.assign(valid, true));
          }
        }
      }
    };
    exports.default = def;
  }
});

// node_modules/ajv/dist/vocabularies/applicator/dependencies.js
var require_dependencies = __commonJS({
  "node_modules/ajv/dist/vocabularies/applicator/dependencies.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.validateSchemaDeps = exports.validatePropertyDeps = exports.error = void 0;
    var codegen_1 = require_codegen();
    var util_1 = require_util();
    var code_1 = require_code2();
    exports.error = {
      message: ({ params: { property, depsCount, deps } }) => {
        const property_ies = depsCount === 1 ? "property" : "properties";
        return (0, codegen_1.str)`must have ${property_ies} ${deps} when property ${property} is present`;
      },
      params: ({ params: { property, depsCount, deps, missingProperty } }) => (0, codegen_1._)`{property: ${property},
    missingProperty: ${missingProperty},
    depsCount: ${depsCount},
    deps: ${deps}}`
      // TODO change to reference
    };
    var def = {
      keyword: "dependencies",
      type: "object",
      schemaType: "object",
      error: exports.error,
      code(cxt) {
        const [propDeps, schDeps] = splitDependencies(cxt);
        validatePropertyDeps(cxt, propDeps);
        validateSchemaDeps(cxt, schDeps);
      }
    };
    function splitDependencies({ schema }) {
      const propertyDeps = {};
      const schemaDeps = {};
      for (const key in schema) {
        if (key === "__proto__")
          continue;
        const deps = Array.isArray(schema[key]) ? propertyDeps : schemaDeps;
        deps[key] = schema[key];
      }
      return [propertyDeps, schemaDeps];
    }
    function validatePropertyDeps(cxt, propertyDeps = cxt.schema) {
      const { gen, data, it } = cxt;
      if (Object.keys(propertyDeps).length === 0)
        return;
      const missing = gen.let("missing");
      for (const prop in propertyDeps) {
        const deps = propertyDeps[prop];
        if (deps.length === 0)
          continue;
        const hasProperty = (0, code_1.propertyInData)(gen, data, prop, it.opts.ownProperties);
        cxt.setParams({
          property: prop,
          depsCount: deps.length,
          deps: deps.join(", ")
        });
        if (it.allErrors) {
          gen.if(hasProperty, () => {
            for (const depProp of deps) {
              (0, code_1.checkReportMissingProp)(cxt, depProp);
            }
          });
        } else {
          gen.if((0, codegen_1._)`${hasProperty} && (${(0, code_1.checkMissingProp)(cxt, deps, missing)})`);
          (0, code_1.reportMissingProp)(cxt, missing);
          gen.else();
        }
      }
    }
    exports.validatePropertyDeps = validatePropertyDeps;
    function validateSchemaDeps(cxt, schemaDeps = cxt.schema) {
      const { gen, data, keyword, it } = cxt;
      const valid = gen.name("valid");
      for (const prop in schemaDeps) {
        if ((0, util_1.alwaysValidSchema)(it, schemaDeps[prop]))
          continue;
        gen.if(
          (0, code_1.propertyInData)(gen, data, prop, it.opts.ownProperties),
          () => {
            const schCxt = cxt.subschema({ keyword, schemaProp: prop }, valid);
            cxt.mergeValidEvaluated(schCxt, valid);
          },
          () => gen.var(valid, true)
          // TODO var
        );
        cxt.ok(valid);
      }
    }
    exports.validateSchemaDeps = validateSchemaDeps;
    exports.default = def;
  }
});

// node_modules/ajv/dist/vocabularies/applicator/propertyNames.js
var require_propertyNames = __commonJS({
  "node_modules/ajv/dist/vocabularies/applicator/propertyNames.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var codegen_1 = require_codegen();
    var util_1 = require_util();
    var error2 = {
      message: "property name must be valid",
      params: ({ params }) => (0, codegen_1._)`{propertyName: ${params.propertyName}}`
    };
    var def = {
      keyword: "propertyNames",
      type: "object",
      schemaType: ["object", "boolean"],
      error: error2,
      code(cxt) {
        const { gen, schema, data, it } = cxt;
        if ((0, util_1.alwaysValidSchema)(it, schema))
          return;
        const valid = gen.name("valid");
        gen.forIn("key", data, (key) => {
          cxt.setParams({ propertyName: key });
          cxt.subschema({
            keyword: "propertyNames",
            data: key,
            dataTypes: ["string"],
            propertyName: key,
            compositeRule: true
          }, valid);
          gen.if((0, codegen_1.not)(valid), () => {
            cxt.error(true);
            if (!it.allErrors)
              gen.break();
          });
        });
        cxt.ok(valid);
      }
    };
    exports.default = def;
  }
});

// node_modules/ajv/dist/vocabularies/applicator/additionalProperties.js
var require_additionalProperties = __commonJS({
  "node_modules/ajv/dist/vocabularies/applicator/additionalProperties.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var code_1 = require_code2();
    var codegen_1 = require_codegen();
    var names_1 = require_names();
    var util_1 = require_util();
    var error2 = {
      message: "must NOT have additional properties",
      params: ({ params }) => (0, codegen_1._)`{additionalProperty: ${params.additionalProperty}}`
    };
    var def = {
      keyword: "additionalProperties",
      type: ["object"],
      schemaType: ["boolean", "object"],
      allowUndefined: true,
      trackErrors: true,
      error: error2,
      code(cxt) {
        const { gen, schema, parentSchema, data, errsCount, it } = cxt;
        if (!errsCount)
          throw new Error("ajv implementation error");
        const { allErrors, opts } = it;
        it.props = true;
        if (opts.removeAdditional !== "all" && (0, util_1.alwaysValidSchema)(it, schema))
          return;
        const props = (0, code_1.allSchemaProperties)(parentSchema.properties);
        const patProps = (0, code_1.allSchemaProperties)(parentSchema.patternProperties);
        checkAdditionalProperties();
        cxt.ok((0, codegen_1._)`${errsCount} === ${names_1.default.errors}`);
        function checkAdditionalProperties() {
          gen.forIn("key", data, (key) => {
            if (!props.length && !patProps.length)
              additionalPropertyCode(key);
            else
              gen.if(isAdditional(key), () => additionalPropertyCode(key));
          });
        }
        function isAdditional(key) {
          let definedProp;
          if (props.length > 8) {
            const propsSchema = (0, util_1.schemaRefOrVal)(it, parentSchema.properties, "properties");
            definedProp = (0, code_1.isOwnProperty)(gen, propsSchema, key);
          } else if (props.length) {
            definedProp = (0, codegen_1.or)(...props.map((p) => (0, codegen_1._)`${key} === ${p}`));
          } else {
            definedProp = codegen_1.nil;
          }
          if (patProps.length) {
            definedProp = (0, codegen_1.or)(definedProp, ...patProps.map((p) => (0, codegen_1._)`${(0, code_1.usePattern)(cxt, p)}.test(${key})`));
          }
          return (0, codegen_1.not)(definedProp);
        }
        function deleteAdditional(key) {
          gen.code((0, codegen_1._)`delete ${data}[${key}]`);
        }
        function additionalPropertyCode(key) {
          if (opts.removeAdditional === "all" || opts.removeAdditional && schema === false) {
            deleteAdditional(key);
            return;
          }
          if (schema === false) {
            cxt.setParams({ additionalProperty: key });
            cxt.error();
            if (!allErrors)
              gen.break();
            return;
          }
          if (typeof schema == "object" && !(0, util_1.alwaysValidSchema)(it, schema)) {
            const valid = gen.name("valid");
            if (opts.removeAdditional === "failing") {
              applyAdditionalSchema(key, valid, false);
              gen.if((0, codegen_1.not)(valid), () => {
                cxt.reset();
                deleteAdditional(key);
              });
            } else {
              applyAdditionalSchema(key, valid);
              if (!allErrors)
                gen.if((0, codegen_1.not)(valid), () => gen.break());
            }
          }
        }
        function applyAdditionalSchema(key, valid, errors) {
          const subschema = {
            keyword: "additionalProperties",
            dataProp: key,
            dataPropType: util_1.Type.Str
          };
          if (errors === false) {
            Object.assign(subschema, {
              compositeRule: true,
              createErrors: false,
              allErrors: false
            });
          }
          cxt.subschema(subschema, valid);
        }
      }
    };
    exports.default = def;
  }
});

// node_modules/ajv/dist/vocabularies/applicator/properties.js
var require_properties = __commonJS({
  "node_modules/ajv/dist/vocabularies/applicator/properties.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var validate_1 = require_validate();
    var code_1 = require_code2();
    var util_1 = require_util();
    var additionalProperties_1 = require_additionalProperties();
    var def = {
      keyword: "properties",
      type: "object",
      schemaType: "object",
      code(cxt) {
        const { gen, schema, parentSchema, data, it } = cxt;
        if (it.opts.removeAdditional === "all" && parentSchema.additionalProperties === void 0) {
          additionalProperties_1.default.code(new validate_1.KeywordCxt(it, additionalProperties_1.default, "additionalProperties"));
        }
        const allProps = (0, code_1.allSchemaProperties)(schema);
        for (const prop of allProps) {
          it.definedProperties.add(prop);
        }
        if (it.opts.unevaluated && allProps.length && it.props !== true) {
          it.props = util_1.mergeEvaluated.props(gen, (0, util_1.toHash)(allProps), it.props);
        }
        const properties = allProps.filter((p) => !(0, util_1.alwaysValidSchema)(it, schema[p]));
        if (properties.length === 0)
          return;
        const valid = gen.name("valid");
        for (const prop of properties) {
          if (hasDefault(prop)) {
            applyPropertySchema(prop);
          } else {
            gen.if((0, code_1.propertyInData)(gen, data, prop, it.opts.ownProperties));
            applyPropertySchema(prop);
            if (!it.allErrors)
              gen.else().var(valid, true);
            gen.endIf();
          }
          cxt.it.definedProperties.add(prop);
          cxt.ok(valid);
        }
        function hasDefault(prop) {
          return it.opts.useDefaults && !it.compositeRule && schema[prop].default !== void 0;
        }
        function applyPropertySchema(prop) {
          cxt.subschema({
            keyword: "properties",
            schemaProp: prop,
            dataProp: prop
          }, valid);
        }
      }
    };
    exports.default = def;
  }
});

// node_modules/ajv/dist/vocabularies/applicator/patternProperties.js
var require_patternProperties = __commonJS({
  "node_modules/ajv/dist/vocabularies/applicator/patternProperties.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var code_1 = require_code2();
    var codegen_1 = require_codegen();
    var util_1 = require_util();
    var util_2 = require_util();
    var def = {
      keyword: "patternProperties",
      type: "object",
      schemaType: "object",
      code(cxt) {
        const { gen, schema, data, parentSchema, it } = cxt;
        const { opts } = it;
        const patterns = (0, code_1.allSchemaProperties)(schema);
        const alwaysValidPatterns = patterns.filter((p) => (0, util_1.alwaysValidSchema)(it, schema[p]));
        if (patterns.length === 0 || alwaysValidPatterns.length === patterns.length && (!it.opts.unevaluated || it.props === true)) {
          return;
        }
        const checkProperties = opts.strictSchema && !opts.allowMatchingProperties && parentSchema.properties;
        const valid = gen.name("valid");
        if (it.props !== true && !(it.props instanceof codegen_1.Name)) {
          it.props = (0, util_2.evaluatedPropsToName)(gen, it.props);
        }
        const { props } = it;
        validatePatternProperties();
        function validatePatternProperties() {
          for (const pat of patterns) {
            if (checkProperties)
              checkMatchingProperties(pat);
            if (it.allErrors) {
              validateProperties(pat);
            } else {
              gen.var(valid, true);
              validateProperties(pat);
              gen.if(valid);
            }
          }
        }
        function checkMatchingProperties(pat) {
          for (const prop in checkProperties) {
            if (new RegExp(pat).test(prop)) {
              (0, util_1.checkStrictMode)(it, `property ${prop} matches pattern ${pat} (use allowMatchingProperties)`);
            }
          }
        }
        function validateProperties(pat) {
          gen.forIn("key", data, (key) => {
            gen.if((0, codegen_1._)`${(0, code_1.usePattern)(cxt, pat)}.test(${key})`, () => {
              const alwaysValid = alwaysValidPatterns.includes(pat);
              if (!alwaysValid) {
                cxt.subschema({
                  keyword: "patternProperties",
                  schemaProp: pat,
                  dataProp: key,
                  dataPropType: util_2.Type.Str
                }, valid);
              }
              if (it.opts.unevaluated && props !== true) {
                gen.assign((0, codegen_1._)`${props}[${key}]`, true);
              } else if (!alwaysValid && !it.allErrors) {
                gen.if((0, codegen_1.not)(valid), () => gen.break());
              }
            });
          });
        }
      }
    };
    exports.default = def;
  }
});

// node_modules/ajv/dist/vocabularies/applicator/not.js
var require_not = __commonJS({
  "node_modules/ajv/dist/vocabularies/applicator/not.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var util_1 = require_util();
    var def = {
      keyword: "not",
      schemaType: ["object", "boolean"],
      trackErrors: true,
      code(cxt) {
        const { gen, schema, it } = cxt;
        if ((0, util_1.alwaysValidSchema)(it, schema)) {
          cxt.fail();
          return;
        }
        const valid = gen.name("valid");
        cxt.subschema({
          keyword: "not",
          compositeRule: true,
          createErrors: false,
          allErrors: false
        }, valid);
        cxt.failResult(valid, () => cxt.reset(), () => cxt.error());
      },
      error: { message: "must NOT be valid" }
    };
    exports.default = def;
  }
});

// node_modules/ajv/dist/vocabularies/applicator/anyOf.js
var require_anyOf = __commonJS({
  "node_modules/ajv/dist/vocabularies/applicator/anyOf.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var code_1 = require_code2();
    var def = {
      keyword: "anyOf",
      schemaType: "array",
      trackErrors: true,
      code: code_1.validateUnion,
      error: { message: "must match a schema in anyOf" }
    };
    exports.default = def;
  }
});

// node_modules/ajv/dist/vocabularies/applicator/oneOf.js
var require_oneOf = __commonJS({
  "node_modules/ajv/dist/vocabularies/applicator/oneOf.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var codegen_1 = require_codegen();
    var util_1 = require_util();
    var error2 = {
      message: "must match exactly one schema in oneOf",
      params: ({ params }) => (0, codegen_1._)`{passingSchemas: ${params.passing}}`
    };
    var def = {
      keyword: "oneOf",
      schemaType: "array",
      trackErrors: true,
      error: error2,
      code(cxt) {
        const { gen, schema, parentSchema, it } = cxt;
        if (!Array.isArray(schema))
          throw new Error("ajv implementation error");
        if (it.opts.discriminator && parentSchema.discriminator)
          return;
        const schArr = schema;
        const valid = gen.let("valid", false);
        const passing = gen.let("passing", null);
        const schValid = gen.name("_valid");
        cxt.setParams({ passing });
        gen.block(validateOneOf);
        cxt.result(valid, () => cxt.reset(), () => cxt.error(true));
        function validateOneOf() {
          schArr.forEach((sch, i) => {
            let schCxt;
            if ((0, util_1.alwaysValidSchema)(it, sch)) {
              gen.var(schValid, true);
            } else {
              schCxt = cxt.subschema({
                keyword: "oneOf",
                schemaProp: i,
                compositeRule: true
              }, schValid);
            }
            if (i > 0) {
              gen.if((0, codegen_1._)`${schValid} && ${valid}`).assign(valid, false).assign(passing, (0, codegen_1._)`[${passing}, ${i}]`).else();
            }
            gen.if(schValid, () => {
              gen.assign(valid, true);
              gen.assign(passing, i);
              if (schCxt)
                cxt.mergeEvaluated(schCxt, codegen_1.Name);
            });
          });
        }
      }
    };
    exports.default = def;
  }
});

// node_modules/ajv/dist/vocabularies/applicator/allOf.js
var require_allOf = __commonJS({
  "node_modules/ajv/dist/vocabularies/applicator/allOf.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var util_1 = require_util();
    var def = {
      keyword: "allOf",
      schemaType: "array",
      code(cxt) {
        const { gen, schema, it } = cxt;
        if (!Array.isArray(schema))
          throw new Error("ajv implementation error");
        const valid = gen.name("valid");
        schema.forEach((sch, i) => {
          if ((0, util_1.alwaysValidSchema)(it, sch))
            return;
          const schCxt = cxt.subschema({ keyword: "allOf", schemaProp: i }, valid);
          cxt.ok(valid);
          cxt.mergeEvaluated(schCxt);
        });
      }
    };
    exports.default = def;
  }
});

// node_modules/ajv/dist/vocabularies/applicator/if.js
var require_if = __commonJS({
  "node_modules/ajv/dist/vocabularies/applicator/if.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var codegen_1 = require_codegen();
    var util_1 = require_util();
    var error2 = {
      message: ({ params }) => (0, codegen_1.str)`must match "${params.ifClause}" schema`,
      params: ({ params }) => (0, codegen_1._)`{failingKeyword: ${params.ifClause}}`
    };
    var def = {
      keyword: "if",
      schemaType: ["object", "boolean"],
      trackErrors: true,
      error: error2,
      code(cxt) {
        const { gen, parentSchema, it } = cxt;
        if (parentSchema.then === void 0 && parentSchema.else === void 0) {
          (0, util_1.checkStrictMode)(it, '"if" without "then" and "else" is ignored');
        }
        const hasThen = hasSchema(it, "then");
        const hasElse = hasSchema(it, "else");
        if (!hasThen && !hasElse)
          return;
        const valid = gen.let("valid", true);
        const schValid = gen.name("_valid");
        validateIf();
        cxt.reset();
        if (hasThen && hasElse) {
          const ifClause = gen.let("ifClause");
          cxt.setParams({ ifClause });
          gen.if(schValid, validateClause("then", ifClause), validateClause("else", ifClause));
        } else if (hasThen) {
          gen.if(schValid, validateClause("then"));
        } else {
          gen.if((0, codegen_1.not)(schValid), validateClause("else"));
        }
        cxt.pass(valid, () => cxt.error(true));
        function validateIf() {
          const schCxt = cxt.subschema({
            keyword: "if",
            compositeRule: true,
            createErrors: false,
            allErrors: false
          }, schValid);
          cxt.mergeEvaluated(schCxt);
        }
        function validateClause(keyword, ifClause) {
          return () => {
            const schCxt = cxt.subschema({ keyword }, schValid);
            gen.assign(valid, schValid);
            cxt.mergeValidEvaluated(schCxt, valid);
            if (ifClause)
              gen.assign(ifClause, (0, codegen_1._)`${keyword}`);
            else
              cxt.setParams({ ifClause: keyword });
          };
        }
      }
    };
    function hasSchema(it, keyword) {
      const schema = it.schema[keyword];
      return schema !== void 0 && !(0, util_1.alwaysValidSchema)(it, schema);
    }
    exports.default = def;
  }
});

// node_modules/ajv/dist/vocabularies/applicator/thenElse.js
var require_thenElse = __commonJS({
  "node_modules/ajv/dist/vocabularies/applicator/thenElse.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var util_1 = require_util();
    var def = {
      keyword: ["then", "else"],
      schemaType: ["object", "boolean"],
      code({ keyword, parentSchema, it }) {
        if (parentSchema.if === void 0)
          (0, util_1.checkStrictMode)(it, `"${keyword}" without "if" is ignored`);
      }
    };
    exports.default = def;
  }
});

// node_modules/ajv/dist/vocabularies/applicator/index.js
var require_applicator = __commonJS({
  "node_modules/ajv/dist/vocabularies/applicator/index.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var additionalItems_1 = require_additionalItems();
    var prefixItems_1 = require_prefixItems();
    var items_1 = require_items();
    var items2020_1 = require_items2020();
    var contains_1 = require_contains();
    var dependencies_1 = require_dependencies();
    var propertyNames_1 = require_propertyNames();
    var additionalProperties_1 = require_additionalProperties();
    var properties_1 = require_properties();
    var patternProperties_1 = require_patternProperties();
    var not_1 = require_not();
    var anyOf_1 = require_anyOf();
    var oneOf_1 = require_oneOf();
    var allOf_1 = require_allOf();
    var if_1 = require_if();
    var thenElse_1 = require_thenElse();
    function getApplicator(draft2020 = false) {
      const applicator = [
        // any
        not_1.default,
        anyOf_1.default,
        oneOf_1.default,
        allOf_1.default,
        if_1.default,
        thenElse_1.default,
        // object
        propertyNames_1.default,
        additionalProperties_1.default,
        dependencies_1.default,
        properties_1.default,
        patternProperties_1.default
      ];
      if (draft2020)
        applicator.push(prefixItems_1.default, items2020_1.default);
      else
        applicator.push(additionalItems_1.default, items_1.default);
      applicator.push(contains_1.default);
      return applicator;
    }
    exports.default = getApplicator;
  }
});

// node_modules/ajv/dist/vocabularies/format/format.js
var require_format = __commonJS({
  "node_modules/ajv/dist/vocabularies/format/format.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var codegen_1 = require_codegen();
    var error2 = {
      message: ({ schemaCode }) => (0, codegen_1.str)`must match format "${schemaCode}"`,
      params: ({ schemaCode }) => (0, codegen_1._)`{format: ${schemaCode}}`
    };
    var def = {
      keyword: "format",
      type: ["number", "string"],
      schemaType: "string",
      $data: true,
      error: error2,
      code(cxt, ruleType) {
        const { gen, data, $data, schema, schemaCode, it } = cxt;
        const { opts, errSchemaPath, schemaEnv, self } = it;
        if (!opts.validateFormats)
          return;
        if ($data)
          validate$DataFormat();
        else
          validateFormat();
        function validate$DataFormat() {
          const fmts = gen.scopeValue("formats", {
            ref: self.formats,
            code: opts.code.formats
          });
          const fDef = gen.const("fDef", (0, codegen_1._)`${fmts}[${schemaCode}]`);
          const fType = gen.let("fType");
          const format = gen.let("format");
          gen.if((0, codegen_1._)`typeof ${fDef} == "object" && !(${fDef} instanceof RegExp)`, () => gen.assign(fType, (0, codegen_1._)`${fDef}.type || "string"`).assign(format, (0, codegen_1._)`${fDef}.validate`), () => gen.assign(fType, (0, codegen_1._)`"string"`).assign(format, fDef));
          cxt.fail$data((0, codegen_1.or)(unknownFmt(), invalidFmt()));
          function unknownFmt() {
            if (opts.strictSchema === false)
              return codegen_1.nil;
            return (0, codegen_1._)`${schemaCode} && !${format}`;
          }
          function invalidFmt() {
            const callFormat = schemaEnv.$async ? (0, codegen_1._)`(${fDef}.async ? await ${format}(${data}) : ${format}(${data}))` : (0, codegen_1._)`${format}(${data})`;
            const validData = (0, codegen_1._)`(typeof ${format} == "function" ? ${callFormat} : ${format}.test(${data}))`;
            return (0, codegen_1._)`${format} && ${format} !== true && ${fType} === ${ruleType} && !${validData}`;
          }
        }
        function validateFormat() {
          const formatDef = self.formats[schema];
          if (!formatDef) {
            unknownFormat();
            return;
          }
          if (formatDef === true)
            return;
          const [fmtType, format, fmtRef] = getFormat(formatDef);
          if (fmtType === ruleType)
            cxt.pass(validCondition());
          function unknownFormat() {
            if (opts.strictSchema === false) {
              self.logger.warn(unknownMsg());
              return;
            }
            throw new Error(unknownMsg());
            function unknownMsg() {
              return `unknown format "${schema}" ignored in schema at path "${errSchemaPath}"`;
            }
          }
          function getFormat(fmtDef) {
            const code = fmtDef instanceof RegExp ? (0, codegen_1.regexpCode)(fmtDef) : opts.code.formats ? (0, codegen_1._)`${opts.code.formats}${(0, codegen_1.getProperty)(schema)}` : void 0;
            const fmt = gen.scopeValue("formats", { key: schema, ref: fmtDef, code });
            if (typeof fmtDef == "object" && !(fmtDef instanceof RegExp)) {
              return [fmtDef.type || "string", fmtDef.validate, (0, codegen_1._)`${fmt}.validate`];
            }
            return ["string", fmtDef, fmt];
          }
          function validCondition() {
            if (typeof formatDef == "object" && !(formatDef instanceof RegExp) && formatDef.async) {
              if (!schemaEnv.$async)
                throw new Error("async format in sync schema");
              return (0, codegen_1._)`await ${fmtRef}(${data})`;
            }
            return typeof format == "function" ? (0, codegen_1._)`${fmtRef}(${data})` : (0, codegen_1._)`${fmtRef}.test(${data})`;
          }
        }
      }
    };
    exports.default = def;
  }
});

// node_modules/ajv/dist/vocabularies/format/index.js
var require_format2 = __commonJS({
  "node_modules/ajv/dist/vocabularies/format/index.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var format_1 = require_format();
    var format = [format_1.default];
    exports.default = format;
  }
});

// node_modules/ajv/dist/vocabularies/metadata.js
var require_metadata = __commonJS({
  "node_modules/ajv/dist/vocabularies/metadata.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.contentVocabulary = exports.metadataVocabulary = void 0;
    exports.metadataVocabulary = [
      "title",
      "description",
      "default",
      "deprecated",
      "readOnly",
      "writeOnly",
      "examples"
    ];
    exports.contentVocabulary = [
      "contentMediaType",
      "contentEncoding",
      "contentSchema"
    ];
  }
});

// node_modules/ajv/dist/vocabularies/draft7.js
var require_draft7 = __commonJS({
  "node_modules/ajv/dist/vocabularies/draft7.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var core_1 = require_core2();
    var validation_1 = require_validation();
    var applicator_1 = require_applicator();
    var format_1 = require_format2();
    var metadata_1 = require_metadata();
    var draft7Vocabularies = [
      core_1.default,
      validation_1.default,
      (0, applicator_1.default)(),
      format_1.default,
      metadata_1.metadataVocabulary,
      metadata_1.contentVocabulary
    ];
    exports.default = draft7Vocabularies;
  }
});

// node_modules/ajv/dist/vocabularies/discriminator/types.js
var require_types = __commonJS({
  "node_modules/ajv/dist/vocabularies/discriminator/types.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.DiscrError = void 0;
    var DiscrError;
    (function(DiscrError2) {
      DiscrError2["Tag"] = "tag";
      DiscrError2["Mapping"] = "mapping";
    })(DiscrError || (exports.DiscrError = DiscrError = {}));
  }
});

// node_modules/ajv/dist/vocabularies/discriminator/index.js
var require_discriminator = __commonJS({
  "node_modules/ajv/dist/vocabularies/discriminator/index.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var codegen_1 = require_codegen();
    var types_1 = require_types();
    var compile_1 = require_compile();
    var ref_error_1 = require_ref_error();
    var util_1 = require_util();
    var error2 = {
      message: ({ params: { discrError, tagName } }) => discrError === types_1.DiscrError.Tag ? `tag "${tagName}" must be string` : `value of tag "${tagName}" must be in oneOf`,
      params: ({ params: { discrError, tag, tagName } }) => (0, codegen_1._)`{error: ${discrError}, tag: ${tagName}, tagValue: ${tag}}`
    };
    var def = {
      keyword: "discriminator",
      type: "object",
      schemaType: "object",
      error: error2,
      code(cxt) {
        const { gen, data, schema, parentSchema, it } = cxt;
        const { oneOf: oneOf2 } = parentSchema;
        if (!it.opts.discriminator) {
          throw new Error("discriminator: requires discriminator option");
        }
        const tagName = schema.propertyName;
        if (typeof tagName != "string")
          throw new Error("discriminator: requires propertyName");
        if (schema.mapping)
          throw new Error("discriminator: mapping is not supported");
        if (!oneOf2)
          throw new Error("discriminator: requires oneOf keyword");
        const valid = gen.let("valid", false);
        const tag = gen.const("tag", (0, codegen_1._)`${data}${(0, codegen_1.getProperty)(tagName)}`);
        gen.if((0, codegen_1._)`typeof ${tag} == "string"`, () => validateMapping(), () => cxt.error(false, { discrError: types_1.DiscrError.Tag, tag, tagName }));
        cxt.ok(valid);
        function validateMapping() {
          const mapping = getMapping();
          gen.if(false);
          for (const tagValue in mapping) {
            gen.elseIf((0, codegen_1._)`${tag} === ${tagValue}`);
            gen.assign(valid, applyTagSchema(mapping[tagValue]));
          }
          gen.else();
          cxt.error(false, { discrError: types_1.DiscrError.Mapping, tag, tagName });
          gen.endIf();
        }
        function applyTagSchema(schemaProp) {
          const _valid = gen.name("valid");
          const schCxt = cxt.subschema({ keyword: "oneOf", schemaProp }, _valid);
          cxt.mergeEvaluated(schCxt, codegen_1.Name);
          return _valid;
        }
        function getMapping() {
          var _a;
          const oneOfMapping = {};
          const topRequired = hasRequired(parentSchema);
          let tagRequired = true;
          for (let i = 0; i < oneOf2.length; i++) {
            let sch = oneOf2[i];
            if ((sch === null || sch === void 0 ? void 0 : sch.$ref) && !(0, util_1.schemaHasRulesButRef)(sch, it.self.RULES)) {
              const ref = sch.$ref;
              sch = compile_1.resolveRef.call(it.self, it.schemaEnv.root, it.baseId, ref);
              if (sch instanceof compile_1.SchemaEnv)
                sch = sch.schema;
              if (sch === void 0)
                throw new ref_error_1.default(it.opts.uriResolver, it.baseId, ref);
            }
            const propSch = (_a = sch === null || sch === void 0 ? void 0 : sch.properties) === null || _a === void 0 ? void 0 : _a[tagName];
            if (typeof propSch != "object") {
              throw new Error(`discriminator: oneOf subschemas (or referenced schemas) must have "properties/${tagName}"`);
            }
            tagRequired = tagRequired && (topRequired || hasRequired(sch));
            addMappings(propSch, i);
          }
          if (!tagRequired)
            throw new Error(`discriminator: "${tagName}" must be required`);
          return oneOfMapping;
          function hasRequired({ required }) {
            return Array.isArray(required) && required.includes(tagName);
          }
          function addMappings(sch, i) {
            if (sch.const) {
              addMapping(sch.const, i);
            } else if (sch.enum) {
              for (const tagValue of sch.enum) {
                addMapping(tagValue, i);
              }
            } else {
              throw new Error(`discriminator: "properties/${tagName}" must have "const" or "enum"`);
            }
          }
          function addMapping(tagValue, i) {
            if (typeof tagValue != "string" || tagValue in oneOfMapping) {
              throw new Error(`discriminator: "${tagName}" values must be unique strings`);
            }
            oneOfMapping[tagValue] = i;
          }
        }
      }
    };
    exports.default = def;
  }
});

// node_modules/ajv/dist/refs/json-schema-draft-07.json
var require_json_schema_draft_07 = __commonJS({
  "node_modules/ajv/dist/refs/json-schema-draft-07.json"(exports, module) {
    module.exports = {
      $schema: "http://json-schema.org/draft-07/schema#",
      $id: "http://json-schema.org/draft-07/schema#",
      title: "Core schema meta-schema",
      definitions: {
        schemaArray: {
          type: "array",
          minItems: 1,
          items: { $ref: "#" }
        },
        nonNegativeInteger: {
          type: "integer",
          minimum: 0
        },
        nonNegativeIntegerDefault0: {
          allOf: [{ $ref: "#/definitions/nonNegativeInteger" }, { default: 0 }]
        },
        simpleTypes: {
          enum: ["array", "boolean", "integer", "null", "number", "object", "string"]
        },
        stringArray: {
          type: "array",
          items: { type: "string" },
          uniqueItems: true,
          default: []
        }
      },
      type: ["object", "boolean"],
      properties: {
        $id: {
          type: "string",
          format: "uri-reference"
        },
        $schema: {
          type: "string",
          format: "uri"
        },
        $ref: {
          type: "string",
          format: "uri-reference"
        },
        $comment: {
          type: "string"
        },
        title: {
          type: "string"
        },
        description: {
          type: "string"
        },
        default: true,
        readOnly: {
          type: "boolean",
          default: false
        },
        examples: {
          type: "array",
          items: true
        },
        multipleOf: {
          type: "number",
          exclusiveMinimum: 0
        },
        maximum: {
          type: "number"
        },
        exclusiveMaximum: {
          type: "number"
        },
        minimum: {
          type: "number"
        },
        exclusiveMinimum: {
          type: "number"
        },
        maxLength: { $ref: "#/definitions/nonNegativeInteger" },
        minLength: { $ref: "#/definitions/nonNegativeIntegerDefault0" },
        pattern: {
          type: "string",
          format: "regex"
        },
        additionalItems: { $ref: "#" },
        items: {
          anyOf: [{ $ref: "#" }, { $ref: "#/definitions/schemaArray" }],
          default: true
        },
        maxItems: { $ref: "#/definitions/nonNegativeInteger" },
        minItems: { $ref: "#/definitions/nonNegativeIntegerDefault0" },
        uniqueItems: {
          type: "boolean",
          default: false
        },
        contains: { $ref: "#" },
        maxProperties: { $ref: "#/definitions/nonNegativeInteger" },
        minProperties: { $ref: "#/definitions/nonNegativeIntegerDefault0" },
        required: { $ref: "#/definitions/stringArray" },
        additionalProperties: { $ref: "#" },
        definitions: {
          type: "object",
          additionalProperties: { $ref: "#" },
          default: {}
        },
        properties: {
          type: "object",
          additionalProperties: { $ref: "#" },
          default: {}
        },
        patternProperties: {
          type: "object",
          additionalProperties: { $ref: "#" },
          propertyNames: { format: "regex" },
          default: {}
        },
        dependencies: {
          type: "object",
          additionalProperties: {
            anyOf: [{ $ref: "#" }, { $ref: "#/definitions/stringArray" }]
          }
        },
        propertyNames: { $ref: "#" },
        const: true,
        enum: {
          type: "array",
          items: true,
          minItems: 1,
          uniqueItems: true
        },
        type: {
          anyOf: [
            { $ref: "#/definitions/simpleTypes" },
            {
              type: "array",
              items: { $ref: "#/definitions/simpleTypes" },
              minItems: 1,
              uniqueItems: true
            }
          ]
        },
        format: { type: "string" },
        contentMediaType: { type: "string" },
        contentEncoding: { type: "string" },
        if: { $ref: "#" },
        then: { $ref: "#" },
        else: { $ref: "#" },
        allOf: { $ref: "#/definitions/schemaArray" },
        anyOf: { $ref: "#/definitions/schemaArray" },
        oneOf: { $ref: "#/definitions/schemaArray" },
        not: { $ref: "#" }
      },
      default: true
    };
  }
});

// node_modules/ajv/dist/ajv.js
var require_ajv = __commonJS({
  "node_modules/ajv/dist/ajv.js"(exports, module) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.MissingRefError = exports.ValidationError = exports.CodeGen = exports.Name = exports.nil = exports.stringify = exports.str = exports._ = exports.KeywordCxt = exports.Ajv = void 0;
    var core_1 = require_core();
    var draft7_1 = require_draft7();
    var discriminator_1 = require_discriminator();
    var draft7MetaSchema = require_json_schema_draft_07();
    var META_SUPPORT_DATA = ["/properties"];
    var META_SCHEMA_ID = "http://json-schema.org/draft-07/schema";
    var Ajv2 = class extends core_1.default {
      _addVocabularies() {
        super._addVocabularies();
        draft7_1.default.forEach((v) => this.addVocabulary(v));
        if (this.opts.discriminator)
          this.addKeyword(discriminator_1.default);
      }
      _addDefaultMetaSchema() {
        super._addDefaultMetaSchema();
        if (!this.opts.meta)
          return;
        const metaSchema = this.opts.$data ? this.$dataMetaSchema(draft7MetaSchema, META_SUPPORT_DATA) : draft7MetaSchema;
        this.addMetaSchema(metaSchema, META_SCHEMA_ID, false);
        this.refs["http://json-schema.org/schema"] = META_SCHEMA_ID;
      }
      defaultMeta() {
        return this.opts.defaultMeta = super.defaultMeta() || (this.getSchema(META_SCHEMA_ID) ? META_SCHEMA_ID : void 0);
      }
    };
    exports.Ajv = Ajv2;
    module.exports = exports = Ajv2;
    module.exports.Ajv = Ajv2;
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.default = Ajv2;
    var validate_1 = require_validate();
    Object.defineProperty(exports, "KeywordCxt", { enumerable: true, get: function() {
      return validate_1.KeywordCxt;
    } });
    var codegen_1 = require_codegen();
    Object.defineProperty(exports, "_", { enumerable: true, get: function() {
      return codegen_1._;
    } });
    Object.defineProperty(exports, "str", { enumerable: true, get: function() {
      return codegen_1.str;
    } });
    Object.defineProperty(exports, "stringify", { enumerable: true, get: function() {
      return codegen_1.stringify;
    } });
    Object.defineProperty(exports, "nil", { enumerable: true, get: function() {
      return codegen_1.nil;
    } });
    Object.defineProperty(exports, "Name", { enumerable: true, get: function() {
      return codegen_1.Name;
    } });
    Object.defineProperty(exports, "CodeGen", { enumerable: true, get: function() {
      return codegen_1.CodeGen;
    } });
    var validation_error_1 = require_validation_error();
    Object.defineProperty(exports, "ValidationError", { enumerable: true, get: function() {
      return validation_error_1.default;
    } });
    var ref_error_1 = require_ref_error();
    Object.defineProperty(exports, "MissingRefError", { enumerable: true, get: function() {
      return ref_error_1.default;
    } });
  }
});

// node_modules/@actions/core/lib/command.js
import * as os from "os";

// node_modules/@actions/core/lib/utils.js
function toCommandValue(input) {
  if (input === null || input === void 0) {
    return "";
  } else if (typeof input === "string" || input instanceof String) {
    return input;
  }
  return JSON.stringify(input);
}
function toCommandProperties(annotationProperties) {
  if (!Object.keys(annotationProperties).length) {
    return {};
  }
  return {
    title: annotationProperties.title,
    file: annotationProperties.file,
    line: annotationProperties.startLine,
    endLine: annotationProperties.endLine,
    col: annotationProperties.startColumn,
    endColumn: annotationProperties.endColumn
  };
}

// node_modules/@actions/core/lib/command.js
function issueCommand(command, properties, message) {
  const cmd = new Command(command, properties, message);
  process.stdout.write(cmd.toString() + os.EOL);
}
var CMD_STRING = "::";
var Command = class {
  constructor(command, properties, message) {
    if (!command) {
      command = "missing.command";
    }
    this.command = command;
    this.properties = properties;
    this.message = message;
  }
  toString() {
    let cmdStr = CMD_STRING + this.command;
    if (this.properties && Object.keys(this.properties).length > 0) {
      cmdStr += " ";
      let first = true;
      for (const key in this.properties) {
        if (this.properties.hasOwnProperty(key)) {
          const val = this.properties[key];
          if (val) {
            if (first) {
              first = false;
            } else {
              cmdStr += ",";
            }
            cmdStr += `${key}=${escapeProperty(val)}`;
          }
        }
      }
    }
    cmdStr += `${CMD_STRING}${escapeData(this.message)}`;
    return cmdStr;
  }
};
function escapeData(s) {
  return toCommandValue(s).replace(/%/g, "%25").replace(/\r/g, "%0D").replace(/\n/g, "%0A");
}
function escapeProperty(s) {
  return toCommandValue(s).replace(/%/g, "%25").replace(/\r/g, "%0D").replace(/\n/g, "%0A").replace(/:/g, "%3A").replace(/,/g, "%2C");
}

// node_modules/@actions/core/lib/file-command.js
import * as crypto from "crypto";
import * as fs from "fs";
import * as os2 from "os";
function issueFileCommand(command, message) {
  const filePath = process.env[`GITHUB_${command}`];
  if (!filePath) {
    throw new Error(`Unable to find environment variable for file command ${command}`);
  }
  if (!fs.existsSync(filePath)) {
    throw new Error(`Missing file at path: ${filePath}`);
  }
  fs.appendFileSync(filePath, `${toCommandValue(message)}${os2.EOL}`, {
    encoding: "utf8"
  });
}
function prepareKeyValueMessage(key, value) {
  const delimiter = `ghadelimiter_${crypto.randomUUID()}`;
  const convertedValue = toCommandValue(value);
  if (key.includes(delimiter)) {
    throw new Error(`Unexpected input: name should not contain the delimiter "${delimiter}"`);
  }
  if (convertedValue.includes(delimiter)) {
    throw new Error(`Unexpected input: value should not contain the delimiter "${delimiter}"`);
  }
  return `${key}<<${delimiter}${os2.EOL}${convertedValue}${os2.EOL}${delimiter}`;
}

// node_modules/@actions/core/lib/core.js
import * as os4 from "os";

// node_modules/@actions/core/lib/summary.js
import { EOL as EOL3 } from "os";
import { constants, promises } from "fs";
var __awaiter = function(thisArg, _arguments, P, generator) {
  function adopt(value) {
    return value instanceof P ? value : new P(function(resolve3) {
      resolve3(value);
    });
  }
  return new (P || (P = Promise))(function(resolve3, reject) {
    function fulfilled(value) {
      try {
        step(generator.next(value));
      } catch (e) {
        reject(e);
      }
    }
    function rejected(value) {
      try {
        step(generator["throw"](value));
      } catch (e) {
        reject(e);
      }
    }
    function step(result) {
      result.done ? resolve3(result.value) : adopt(result.value).then(fulfilled, rejected);
    }
    step((generator = generator.apply(thisArg, _arguments || [])).next());
  });
};
var { access, appendFile, writeFile } = promises;
var SUMMARY_ENV_VAR = "GITHUB_STEP_SUMMARY";
var Summary = class {
  constructor() {
    this._buffer = "";
  }
  /**
   * Finds the summary file path from the environment, rejects if env var is not found or file does not exist
   * Also checks r/w permissions.
   *
   * @returns step summary file path
   */
  filePath() {
    return __awaiter(this, void 0, void 0, function* () {
      if (this._filePath) {
        return this._filePath;
      }
      const pathFromEnv = process.env[SUMMARY_ENV_VAR];
      if (!pathFromEnv) {
        throw new Error(`Unable to find environment variable for $${SUMMARY_ENV_VAR}. Check if your runtime environment supports job summaries.`);
      }
      try {
        yield access(pathFromEnv, constants.R_OK | constants.W_OK);
      } catch (_a) {
        throw new Error(`Unable to access summary file: '${pathFromEnv}'. Check if the file has correct read/write permissions.`);
      }
      this._filePath = pathFromEnv;
      return this._filePath;
    });
  }
  /**
   * Wraps content in an HTML tag, adding any HTML attributes
   *
   * @param {string} tag HTML tag to wrap
   * @param {string | null} content content within the tag
   * @param {[attribute: string]: string} attrs key-value list of HTML attributes to add
   *
   * @returns {string} content wrapped in HTML element
   */
  wrap(tag, content2, attrs = {}) {
    const htmlAttrs = Object.entries(attrs).map(([key, value]) => ` ${key}="${value}"`).join("");
    if (!content2) {
      return `<${tag}${htmlAttrs}>`;
    }
    return `<${tag}${htmlAttrs}>${content2}</${tag}>`;
  }
  /**
   * Writes text in the buffer to the summary buffer file and empties buffer. Will append by default.
   *
   * @param {SummaryWriteOptions} [options] (optional) options for write operation
   *
   * @returns {Promise<Summary>} summary instance
   */
  write(options) {
    return __awaiter(this, void 0, void 0, function* () {
      const overwrite = !!(options === null || options === void 0 ? void 0 : options.overwrite);
      const filePath = yield this.filePath();
      const writeFunc = overwrite ? writeFile : appendFile;
      yield writeFunc(filePath, this._buffer, { encoding: "utf8" });
      return this.emptyBuffer();
    });
  }
  /**
   * Clears the summary buffer and wipes the summary file
   *
   * @returns {Summary} summary instance
   */
  clear() {
    return __awaiter(this, void 0, void 0, function* () {
      return this.emptyBuffer().write({ overwrite: true });
    });
  }
  /**
   * Returns the current summary buffer as a string
   *
   * @returns {string} string of summary buffer
   */
  stringify() {
    return this._buffer;
  }
  /**
   * If the summary buffer is empty
   *
   * @returns {boolen} true if the buffer is empty
   */
  isEmptyBuffer() {
    return this._buffer.length === 0;
  }
  /**
   * Resets the summary buffer without writing to summary file
   *
   * @returns {Summary} summary instance
   */
  emptyBuffer() {
    this._buffer = "";
    return this;
  }
  /**
   * Adds raw text to the summary buffer
   *
   * @param {string} text content to add
   * @param {boolean} [addEOL=false] (optional) append an EOL to the raw text (default: false)
   *
   * @returns {Summary} summary instance
   */
  addRaw(text2, addEOL = false) {
    this._buffer += text2;
    return addEOL ? this.addEOL() : this;
  }
  /**
   * Adds the operating system-specific end-of-line marker to the buffer
   *
   * @returns {Summary} summary instance
   */
  addEOL() {
    return this.addRaw(EOL3);
  }
  /**
   * Adds an HTML codeblock to the summary buffer
   *
   * @param {string} code content to render within fenced code block
   * @param {string} lang (optional) language to syntax highlight code
   *
   * @returns {Summary} summary instance
   */
  addCodeBlock(code, lang) {
    const attrs = Object.assign({}, lang && { lang });
    const element = this.wrap("pre", this.wrap("code", code), attrs);
    return this.addRaw(element).addEOL();
  }
  /**
   * Adds an HTML list to the summary buffer
   *
   * @param {string[]} items list of items to render
   * @param {boolean} [ordered=false] (optional) if the rendered list should be ordered or not (default: false)
   *
   * @returns {Summary} summary instance
   */
  addList(items, ordered = false) {
    const tag = ordered ? "ol" : "ul";
    const listItems = items.map((item) => this.wrap("li", item)).join("");
    const element = this.wrap(tag, listItems);
    return this.addRaw(element).addEOL();
  }
  /**
   * Adds an HTML table to the summary buffer
   *
   * @param {SummaryTableCell[]} rows table rows
   *
   * @returns {Summary} summary instance
   */
  addTable(rows) {
    const tableBody = rows.map((row2) => {
      const cells = row2.map((cell2) => {
        if (typeof cell2 === "string") {
          return this.wrap("td", cell2);
        }
        const { header, data, colspan, rowspan } = cell2;
        const tag = header ? "th" : "td";
        const attrs = Object.assign(Object.assign({}, colspan && { colspan }), rowspan && { rowspan });
        return this.wrap(tag, data, attrs);
      }).join("");
      return this.wrap("tr", cells);
    }).join("");
    const element = this.wrap("table", tableBody);
    return this.addRaw(element).addEOL();
  }
  /**
   * Adds a collapsable HTML details element to the summary buffer
   *
   * @param {string} label text for the closed state
   * @param {string} content collapsable content
   *
   * @returns {Summary} summary instance
   */
  addDetails(label2, content2) {
    const element = this.wrap("details", this.wrap("summary", label2) + content2);
    return this.addRaw(element).addEOL();
  }
  /**
   * Adds an HTML image tag to the summary buffer
   *
   * @param {string} src path to the image you to embed
   * @param {string} alt text description of the image
   * @param {SummaryImageOptions} options (optional) addition image attributes
   *
   * @returns {Summary} summary instance
   */
  addImage(src, alt, options) {
    const { width, height } = options || {};
    const attrs = Object.assign(Object.assign({}, width && { width }), height && { height });
    const element = this.wrap("img", null, Object.assign({ src, alt }, attrs));
    return this.addRaw(element).addEOL();
  }
  /**
   * Adds an HTML section heading element
   *
   * @param {string} text heading text
   * @param {number | string} [level=1] (optional) the heading level, default: 1
   *
   * @returns {Summary} summary instance
   */
  addHeading(text2, level) {
    const tag = `h${level}`;
    const allowedTag = ["h1", "h2", "h3", "h4", "h5", "h6"].includes(tag) ? tag : "h1";
    const element = this.wrap(allowedTag, text2);
    return this.addRaw(element).addEOL();
  }
  /**
   * Adds an HTML thematic break (<hr>) to the summary buffer
   *
   * @returns {Summary} summary instance
   */
  addSeparator() {
    const element = this.wrap("hr", null);
    return this.addRaw(element).addEOL();
  }
  /**
   * Adds an HTML line break (<br>) to the summary buffer
   *
   * @returns {Summary} summary instance
   */
  addBreak() {
    const element = this.wrap("br", null);
    return this.addRaw(element).addEOL();
  }
  /**
   * Adds an HTML blockquote to the summary buffer
   *
   * @param {string} text quote text
   * @param {string} cite (optional) citation url
   *
   * @returns {Summary} summary instance
   */
  addQuote(text2, cite) {
    const attrs = Object.assign({}, cite && { cite });
    const element = this.wrap("blockquote", text2, attrs);
    return this.addRaw(element).addEOL();
  }
  /**
   * Adds an HTML anchor tag to the summary buffer
   *
   * @param {string} text link text/content
   * @param {string} href hyperlink
   *
   * @returns {Summary} summary instance
   */
  addLink(text2, href) {
    const element = this.wrap("a", text2, { href });
    return this.addRaw(element).addEOL();
  }
};
var _summary = new Summary();
var summary = _summary;

// node_modules/@actions/core/lib/platform.js
import os3 from "os";

// node_modules/@actions/io/lib/io-util.js
import * as fs2 from "fs";
var { chmod, copyFile, lstat, mkdir, open, readdir, rename, rm, rmdir, stat, symlink, unlink } = fs2.promises;
var IS_WINDOWS = process.platform === "win32";
var READONLY = fs2.constants.O_RDONLY;

// node_modules/@actions/exec/lib/toolrunner.js
var IS_WINDOWS2 = process.platform === "win32";

// node_modules/@actions/core/lib/platform.js
var platform = os3.platform();
var arch = os3.arch();

// node_modules/@actions/core/lib/core.js
var ExitCode;
(function(ExitCode2) {
  ExitCode2[ExitCode2["Success"] = 0] = "Success";
  ExitCode2[ExitCode2["Failure"] = 1] = "Failure";
})(ExitCode || (ExitCode = {}));
function setSecret(secret) {
  issueCommand("add-mask", {}, secret);
}
function getInput(name, options) {
  const val = process.env[`INPUT_${name.replace(/ /g, "_").toUpperCase()}`] || "";
  if (options && options.required && !val) {
    throw new Error(`Input required and not supplied: ${name}`);
  }
  if (options && options.trimWhitespace === false) {
    return val;
  }
  return val.trim();
}
function setOutput(name, value) {
  const filePath = process.env["GITHUB_OUTPUT"] || "";
  if (filePath) {
    return issueFileCommand("OUTPUT", prepareKeyValueMessage(name, value));
  }
  process.stdout.write(os4.EOL);
  issueCommand("set-output", { name }, toCommandValue(value));
}
function setFailed(message) {
  process.exitCode = ExitCode.Failure;
  error(message);
}
function isDebug() {
  return process.env["RUNNER_DEBUG"] === "1";
}
function error(message, properties = {}) {
  issueCommand("error", toCommandProperties(properties), message instanceof Error ? message.toString() : message);
}
function warning(message, properties = {}) {
  issueCommand("warning", toCommandProperties(properties), message instanceof Error ? message.toString() : message);
}
function info(message) {
  process.stdout.write(message + os4.EOL);
}

// src/action/run-action.ts
import { mkdir as mkdir6, writeFile as writeFile6 } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join as join7, resolve as resolve2 } from "node:path";

// src/app/interrupt.ts
async function interruptible(onInterrupt, onStopping, work, lastWords) {
  let stopped = false;
  const release = onInterrupt?.(() => {
    stopped = true;
    onStopping();
  }, lastWords);
  try {
    return await work(() => stopped);
  } finally {
    release?.();
  }
}
function processInterrupts(insist) {
  return (handler, lastWords) => {
    let asked = false;
    const listener = () => {
      if (asked) {
        lastWords?.();
        insist();
      }
      asked = true;
      handler();
    };
    process.on("SIGINT", listener);
    return () => void process.off("SIGINT", listener);
  };
}

// src/apply/plan-live.ts
import { relative, sep } from "node:path";

// src/errors.ts
var StylesyncError = class extends Error {
  code;
  hint;
  /** The service's X-Trace-ID, when the error came from a response. */
  traceId;
  constructor(message, hint, options) {
    super(message, options.cause === void 0 ? void 0 : { cause: options.cause });
    this.name = "StylesyncError";
    this.code = options.code;
    this.hint = hint;
    if (options.traceId) this.traceId = options.traceId;
  }
};

// src/live/limits.ts
var DEFAULT_RETRY_WAIT_BUDGET_MS = 5 * 6e4;
var DEFAULT_MAX_LISTS = 1e4;
var MAX_LISTING_READS = 4;
var RETRY_WAIT_BUDGET_VARIABLE = "STYLESYNC_RETRY_WAIT_BUDGET";
var MAX_LISTS_VARIABLE = "STYLESYNC_MAX_LISTS";
function clientLimitsFromEnv(env) {
  const limits = {};
  const budget = wholeNumber(env, RETRY_WAIT_BUDGET_VARIABLE, `${RETRY_WAIT_BUDGET_VARIABLE}=600 (seconds)`);
  if (budget !== void 0) limits.retryWaitBudgetMs = budget * 1e3;
  const lists = wholeNumber(env, MAX_LISTS_VARIABLE, `${MAX_LISTS_VARIABLE}=50000`);
  if (lists !== void 0) limits.maxLists = lists;
  return limits;
}
function wholeNumber(env, name, example) {
  const text2 = env[name]?.trim();
  if (text2 === void 0 || text2 === "") return void 0;
  if (!/^\d{1,9}$/.test(text2) || Number(text2) < 1) {
    throw new StylesyncError(`${name} must be a whole number of at least 1, not ${JSON.stringify(text2.slice(0, 40))}.`, `For example ${example}, or unset it for the default.`, {
      code: "invalid-input"
    });
  }
  return Number(text2);
}

// src/catalog/types.ts
var STYLE_LANGUAGES = ["de", "en", "es", "fr", "it", "ja", "ko", "zh"];
var DEFAULT_AUTH_SCHEME = "Service-Auth-Key";
var LIMITS = {
  instructionsPerList: 200,
  /** Counted in Unicode code points, not UTF-16 units. */
  promptMaxCodePoints: 300,
  labelMaxCodePoints: 100,
  pageSizeMax: 25,
  pageSizeDefault: 10
};
function isStyleLanguage(value) {
  return typeof value === "string" && STYLE_LANGUAGES.includes(value);
}
function codePointLength(text2) {
  let n = 0;
  for (const _ of text2) n++;
  return n;
}

// src/util/escape-regexp.ts
function escapeRegExp(text2) {
  return text2.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

// src/live/redact.ts
var MIN_KEY_LENGTH = 8;
function redactAll(text2, secrets) {
  const pattern = patternFor(secrets);
  return pattern === void 0 ? text2 : text2.replace(pattern, "***");
}
var cached;
function patternFor(secrets) {
  const key = secrets.join("\0");
  if (cached?.key === key) return cached.pattern;
  const forms = /* @__PURE__ */ new Set();
  for (const secret of secrets) {
    if (secret.length < MIN_KEY_LENGTH) continue;
    for (const form of formsOf(secret)) if (form.length >= 6) forms.add(form);
  }
  const alternatives = [...forms].sort((a, b) => b.length - a.length).map(brokenAnywhere);
  const pattern = alternatives.length === 0 ? void 0 : new RegExp(alternatives.join("|"), "gi");
  cached = { key, pattern };
  return pattern;
}
function formsOf(secret) {
  const bytes = Buffer.from(secret, "utf8");
  const forms = [secret, encodeURIComponent(secret), new URLSearchParams({ k: secret }).toString().slice(2), JSON.stringify(secret).slice(1, -1)];
  forms.push(bytes.toString("hex"), [...bytes].map((b) => `%${b.toString(16).padStart(2, "0")}`).join(""));
  forms.push(...base64Cores(secret));
  return forms;
}
var BREAK = String.raw`(?:\s|\\[nrt]|\\u[0-9a-fA-F]{4})*`;
function brokenAnywhere(form) {
  return [...form].map(escapeRegExp).join(BREAK);
}
function base64Cores(secret) {
  const bytes = Buffer.from(secret, "utf8");
  const cores = [];
  for (let offset = 0; offset < 3; offset++) {
    const padded = Buffer.concat([Buffer.alloc(offset), bytes]);
    const first = offset === 0 ? 0 : 1;
    const whole = Math.floor(padded.length / 3);
    if (whole - first < 2) continue;
    for (const encoding of ["base64", "base64url"]) {
      const encoded = padded.subarray(first * 3, whole * 3).toString(encoding);
      cores.push(encoded);
    }
  }
  return cores;
}

// src/live/errors.ts
var TRANSLATE_BODY_LIMIT_BYTES = 128 * 1024;
var REPORT = "If it persists, report it to the service operator with the trace id.";
var QuotaExceededError = class extends StylesyncError {
  status = 456;
  name = "QuotaExceededError";
};
function responseError(answer, ctx) {
  const said = serviceMessage(answer.text);
  const saidPart = said ? `: ${said}` : "";
  const wording = statusWording(answer, ctx, saidPart);
  const stopped = answer.stopped === void 0 ? wording : withStop(wording, answer.stopped);
  if (answer.status === 456) {
    return new QuotaExceededError(redactAll(stopped.message, ctx.secrets), redactAll(stopped.hint, ctx.secrets), {
      code: "quota-exceeded",
      ...answer.traceId ? { traceId: answer.traceId } : {}
    });
  }
  return build(stopped.message, stopped.hint, ctx, { code: statusCode(answer.status), traceId: answer.traceId });
}
function statusWording(answer, ctx, saidPart) {
  const status = answer.status;
  const retried = ctx.attempts > 1 ? ` (retried ${ctx.attempts - 1} time${ctx.attempts === 2 ? "" : "s"})` : "";
  if (status >= 300 && status < 400) return redirectWording(answer, ctx);
  switch (status) {
    case 400:
      return {
        message: `The service rejected the request to ${ctx.action} (400 Bad Request)${saidPart || ": no reason given"}`,
        hint: "Correct the value the service names in the YAML, run `stylesync validate`, then plan again."
      };
    case 401:
      return {
        message: `The service did not accept the API key while trying to ${ctx.action} (401 Unauthorized)${saidPart}`,
        hint: `Set ${ctx.names.key} to a valid key; check ${ctx.names.authScheme} (sent as "Authorization: ${ctx.authScheme} <key>").`
      };
    case 403:
      return {
        message: `The service refused to ${ctx.action} (403 Forbidden)${saidPart}`,
        // Services of this kind answer 403, not 401, when the word before the key is wrong.
        hint: `Check the auth scheme first: the request was sent as "Authorization: ${ctx.authScheme} <key>"; if the service expects another word, set it with ${ctx.names.authScheme} (or auth_scheme in stylesync.yaml). Otherwise the key needs the scope for the style rules endpoints, and the account needs the Pro tier (style rules are Pro only): use a key with those scopes on a Pro plan.`
      };
    case 404:
      return {
        message: `${notFound(ctx.subject)} (404 Not Found while trying to ${ctx.action})${saidPart}`,
        hint: "It may have been deleted or replaced outside stylesync; run `stylesync plan` again to read the current state."
      };
    case 413:
      return {
        message: `The request to ${ctx.action} was too large for the service (413 Payload Too Large)${saidPart}`,
        hint: ctx.path.startsWith("/v2/translate") ? `The service takes at most ${TRANSLATE_BODY_LIMIT_BYTES / 1024} KiB in one translate request; shorten the example text.` : "Shorten what the YAML sends in this request (instructions, prompts), or split the list."
      };
    case 456:
      return {
        message: `The account's quota is used up: the service refused to ${ctx.action} (456 Quota Exceeded)${saidPart}`,
        hint: "Nothing was changed by this request, and it was not retried. Raise the account's quota or wait until it resets, then run again; other lists were not affected."
      };
    case 429:
    case 529:
      return {
        message: `The service kept answering ${status} Too Many Requests to ${ctx.action}${retried}${saidPart}`,
        hint: "Try again later; if other jobs share this key, run them one after another."
      };
  }
  if (status >= 500) {
    return { message: `The service failed with ${status} while trying to ${ctx.action}${retried}${saidPart}`, hint: `This is on the service's side; try again later. ${REPORT}` };
  }
  return {
    message: `The service answered ${status} to ${ctx.method} ${ctx.path} while trying to ${ctx.action}${saidPart}`,
    hint: `stylesync did not expect this answer; check that ${ctx.host} is the style rules service. ${REPORT}`
  };
}
function redirectWording(answer, ctx) {
  const target = answer.location === void 0 || answer.location === "" ? "no Location given" : `Location ${quoted(answer.location)}`;
  return {
    message: `The service answered ${answer.status} (a redirect, ${target}) to ${ctx.method} ${ctx.path} while trying to ${ctx.action}; stylesync never follows redirects`,
    hint: `Set the final address as the base URL (${ctx.names.baseUrl}, STYLESYNC_BASE_URL or base_url in stylesync.yaml) if you trust it; otherwise check that ${ctx.host} is the style rules service.`
  };
}
function withStop(wording, stop3) {
  if (stop3.kind === "retry-after") {
    return {
      message: `${wording.message}; the service asked to wait ${seconds(stop3.askedMs)} before trying again, longer than this run's whole retry-wait budget of ${seconds(stop3.maxMs)}, so it did not retry`,
      hint: `Run again after the wait the service asked for, or raise ${RETRY_WAIT_BUDGET_VARIABLE} (seconds; default ${DEFAULT_RETRY_WAIT_BUDGET_MS / 1e3}). ${wording.hint}`
    };
  }
  return {
    message: `${wording.message}; the run's retry-wait budget of ${seconds(stop3.budgetMs)} is used up, so it did not retry`,
    hint: `${wording.hint} To wait longer in total, raise ${RETRY_WAIT_BUDGET_VARIABLE} (seconds; default ${DEFAULT_RETRY_WAIT_BUDGET_MS / 1e3}).`
  };
}
function quoted(text2) {
  const cut2 = text2.length > 200 ? `${text2.slice(0, 200)}...` : text2;
  return JSON.stringify(cut2).replace(/[^\x20-\x7e]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`);
}
function timeoutError(ctx, cause, stopped) {
  const retried = ctx.attempts > 1 ? `, ${ctx.attempts} attempts` : "";
  const wording = {
    message: `No answer from ${ctx.host} within ${seconds(ctx.timeoutMs)} while trying to ${ctx.action} (${ctx.method} ${ctx.path}${retried})`,
    hint: `Check the network, VPN or proxy, and that ${ctx.host} is the right base URL; if the service is just slow, raise the timeout.`
  };
  const { message, hint } = stopped === void 0 ? wording : withStop(wording, stopped);
  return build(message, hint, ctx, { code: "timeout", cause });
}
function networkError(ctx, cause, stopped) {
  const code = errorCode(cause);
  const retried = ctx.attempts > 1 ? `, ${ctx.attempts} attempts` : "";
  const wording = {
    message: `Could not reach ${ctx.host} while trying to ${ctx.action} (${code ?? "connection failed"}${retried})`,
    hint: `Check the base URL (${ctx.names.baseUrl}, STYLESYNC_BASE_URL or base_url in stylesync.yaml), DNS, proxy and firewall, and that the service is up.`
  };
  const { message, hint } = stopped === void 0 ? wording : withStop(wording, stopped);
  return build(message, hint, ctx, { code: "unreachable", cause });
}
function unexpectedAnswerError(ctx, traceId, problem2, cause) {
  return build(
    `The service's answer to ${ctx.method} ${ctx.path} (trying to ${ctx.action}) has an unexpected shape: ${problem2}`,
    `Check that ${ctx.host} is the style rules service and that stylesync is up to date. ${REPORT}`,
    ctx,
    { code: "unexpected-answer", traceId, cause }
  );
}
function clientError(message, hint, secrets, options) {
  const traceId = options.traceId;
  return new StylesyncError(redactAll(message, secrets), redactAll(hint, secrets), {
    code: options.code,
    ...options.cause === void 0 ? {} : { cause: sanitize(options.cause, secrets) },
    ...traceId ? { traceId } : {}
  });
}
function build(message, hint, ctx, options) {
  return clientError(message, hint, ctx.secrets, options);
}
function statusCode(status) {
  if (status >= 300 && status < 400) return "redirected";
  if (status === 400) return "rejected";
  if (status === 401) return "auth-refused";
  if (status === 403) return "forbidden";
  if (status === 404) return "not-found";
  if (status === 413) return "request-too-large";
  if (status === 429 || status === 529) return "rate-limited";
  return status >= 500 ? "service-failed" : "unexpected-status";
}
function notFound(subject) {
  switch (subject.kind) {
    case "list":
      return `Style rule list ${named(subject.name, subject.id)} was not found`;
    case "instruction":
      return `Custom instruction ${named(subject.label, subject.id)} of list ${named(subject.listName, subject.listId)} was not found`;
    case "languages":
      return "The languages endpoint was not found";
    case "lists":
      return "The style rules endpoint was not found";
  }
}
function named(name, id) {
  if (name !== void 0 && id !== void 0) return `"${name}" (id ${id})`;
  if (name !== void 0) return `"${name}"`;
  return `id ${id ?? "?"}`;
}
function serviceMessage(text2) {
  const trimmed = text2.trim();
  if (trimmed === "") return "";
  try {
    const body = JSON.parse(trimmed);
    if (typeof body === "object" && body !== null && !Array.isArray(body)) {
      const record2 = body;
      const parts = [record2.message, record2.detail].filter((part) => part !== void 0 && part !== null && part !== "").map((part) => typeof part === "string" ? part : JSON.stringify(part));
      if (parts.length > 0) return parts.join(" \u2014 ");
    }
    return excerpt(trimmed);
  } catch {
    return `${excerpt(trimmed)} (not JSON)`;
  }
}
function excerpt(text2) {
  const flat = text2.replace(/<[^>]*>/g, " ").replace(/\s+/g, " ").trim();
  return flat.length > 200 ? `${flat.slice(0, 200)}\u2026` : flat;
}
function seconds(ms) {
  return ms % 1e3 === 0 ? `${(ms / 1e3).toLocaleString("en-US")} s` : `${ms} ms`;
}
function errorCode(error2) {
  let current = error2;
  for (let depth = 0; depth < 5 && current; depth++) {
    const code = current.code;
    if (typeof code === "string" && code !== "") return code;
    current = current.cause;
  }
  return void 0;
}
function sanitize(error2, secrets, depth = 0) {
  if (!(error2 instanceof Error)) return new Error(redactAll(String(error2), secrets));
  const nested = depth < 4 && error2.cause !== void 0 ? sanitize(error2.cause, secrets, depth + 1) : void 0;
  const copy = new Error(redactAll(error2.message, secrets), nested === void 0 ? void 0 : { cause: nested });
  copy.name = error2.name;
  const code = error2.code;
  if (typeof code === "string") copy.code = code;
  copy.stack = `${copy.name}: ${copy.message}`;
  return copy;
}

// node_modules/ky/distribution/errors/HTTPError.js
var HTTPError = class extends Error {
  response;
  request;
  options;
  constructor(response, request, options) {
    const code = response.status || response.status === 0 ? response.status : "";
    const title = response.statusText ?? "";
    const status = `${code} ${title}`.trim();
    const reason = status ? `status code ${status}` : "an unknown error";
    super(`Request failed with ${reason}: ${request.method} ${request.url}`);
    this.name = "HTTPError";
    this.response = response;
    this.request = request;
    this.options = options;
  }
};

// node_modules/ky/distribution/errors/NonError.js
var NonError = class extends Error {
  name = "NonError";
  value;
  constructor(value) {
    let message = "Non-error value was thrown";
    try {
      if (typeof value === "string") {
        message = value;
      } else if (value && typeof value === "object" && "message" in value && typeof value.message === "string") {
        message = value.message;
      }
    } catch {
    }
    super(message);
    this.value = value;
  }
};

// node_modules/ky/distribution/errors/ForceRetryError.js
var ForceRetryError = class extends Error {
  name = "ForceRetryError";
  customDelay;
  code;
  customRequest;
  constructor(options) {
    const cause = options?.cause ? options.cause instanceof Error ? options.cause : new NonError(options.cause) : void 0;
    super(options?.code ? `Forced retry: ${options.code}` : "Forced retry", cause ? { cause } : void 0);
    this.customDelay = options?.delay;
    this.code = options?.code;
    this.customRequest = options?.request;
  }
};

// node_modules/ky/distribution/core/constants.js
var supportsRequestStreams = (() => {
  let duplexAccessed = false;
  let hasContentType = false;
  const supportsReadableStream = typeof globalThis.ReadableStream === "function";
  const supportsRequest = typeof globalThis.Request === "function";
  if (supportsReadableStream && supportsRequest) {
    try {
      hasContentType = new globalThis.Request("https://empty.invalid", {
        body: new globalThis.ReadableStream(),
        method: "POST",
        // @ts-expect-error - Types are outdated.
        get duplex() {
          duplexAccessed = true;
          return "half";
        }
      }).headers.has("Content-Type");
    } catch (error2) {
      if (error2 instanceof Error && error2.message === "unsupported BodyInit type") {
        return false;
      }
      throw error2;
    }
  }
  return duplexAccessed && !hasContentType;
})();
var supportsAbortController = typeof globalThis.AbortController === "function";
var supportsAbortSignal = typeof globalThis.AbortSignal === "function" && typeof globalThis.AbortSignal.any === "function";
var supportsResponseStreams = typeof globalThis.ReadableStream === "function";
var supportsFormData = typeof globalThis.FormData === "function";
var requestMethods = ["get", "post", "put", "patch", "head", "delete"];
var validate = () => void 0;
validate();
var responseTypes = {
  json: "application/json",
  text: "text/*",
  formData: "multipart/form-data",
  arrayBuffer: "*/*",
  blob: "*/*",
  // Supported in modern Fetch implementations (for example, browsers and recent Node.js/undici).
  // We still feature-check at runtime before exposing the shortcut.
  bytes: "*/*"
};
var maxSafeTimeout = 2147483647;
var usualFormBoundarySize = new TextEncoder().encode("------WebKitFormBoundaryaxpyiPgbbPti10Rw").length;
var stop = /* @__PURE__ */ Symbol("stop");
var RetryMarker = class {
  options;
  constructor(options) {
    this.options = options;
  }
};
var retry = (options) => new RetryMarker(options);
var kyOptionKeys = {
  json: true,
  parseJson: true,
  stringifyJson: true,
  searchParams: true,
  prefixUrl: true,
  retry: true,
  timeout: true,
  hooks: true,
  throwHttpErrors: true,
  onDownloadProgress: true,
  onUploadProgress: true,
  fetch: true,
  context: true
};
var vendorSpecificOptions = {
  next: true
  // Next.js cache revalidation (revalidate, tags)
};
var requestOptionsRegistry = {
  method: true,
  headers: true,
  body: true,
  mode: true,
  credentials: true,
  cache: true,
  redirect: true,
  referrer: true,
  referrerPolicy: true,
  integrity: true,
  keepalive: true,
  signal: true,
  window: true,
  duplex: true
};

// node_modules/ky/distribution/utils/body.js
var getBodySize = (body) => {
  if (!body) {
    return 0;
  }
  if (body instanceof FormData) {
    let size = 0;
    for (const [key, value] of body) {
      size += usualFormBoundarySize;
      size += new TextEncoder().encode(`Content-Disposition: form-data; name="${key}"`).length;
      size += typeof value === "string" ? new TextEncoder().encode(value).length : value.size;
    }
    return size;
  }
  if (body instanceof Blob) {
    return body.size;
  }
  if (body instanceof ArrayBuffer) {
    return body.byteLength;
  }
  if (typeof body === "string") {
    return new TextEncoder().encode(body).length;
  }
  if (body instanceof URLSearchParams) {
    return new TextEncoder().encode(body.toString()).length;
  }
  if ("byteLength" in body) {
    return body.byteLength;
  }
  if (typeof body === "object" && body !== null) {
    try {
      const jsonString = JSON.stringify(body);
      return new TextEncoder().encode(jsonString).length;
    } catch {
      return 0;
    }
  }
  return 0;
};
var withProgress = (stream, totalBytes, onProgress) => {
  let previousChunk;
  let transferredBytes = 0;
  return stream.pipeThrough(new TransformStream({
    transform(currentChunk, controller) {
      controller.enqueue(currentChunk);
      if (previousChunk) {
        transferredBytes += previousChunk.byteLength;
        let percent = totalBytes === 0 ? 0 : transferredBytes / totalBytes;
        if (percent >= 1) {
          percent = 1 - Number.EPSILON;
        }
        onProgress?.({ percent, totalBytes: Math.max(totalBytes, transferredBytes), transferredBytes }, previousChunk);
      }
      previousChunk = currentChunk;
    },
    flush() {
      if (previousChunk) {
        transferredBytes += previousChunk.byteLength;
        onProgress?.({ percent: 1, totalBytes: Math.max(totalBytes, transferredBytes), transferredBytes }, previousChunk);
      }
    }
  }));
};
var streamResponse = (response, onDownloadProgress) => {
  if (!response.body) {
    return response;
  }
  if (response.status === 204) {
    return new Response(null, {
      status: response.status,
      statusText: response.statusText,
      headers: response.headers
    });
  }
  const totalBytes = Math.max(0, Number(response.headers.get("content-length")) || 0);
  return new Response(withProgress(response.body, totalBytes, onDownloadProgress), {
    status: response.status,
    statusText: response.statusText,
    headers: response.headers
  });
};
var streamRequest = (request, onUploadProgress, originalBody) => {
  if (!request.body) {
    return request;
  }
  const totalBytes = getBodySize(originalBody ?? request.body);
  return new Request(request, {
    // @ts-expect-error - Types are outdated.
    duplex: "half",
    body: withProgress(request.body, totalBytes, onUploadProgress)
  });
};

// node_modules/ky/distribution/utils/is.js
var isObject = (value) => value !== null && typeof value === "object";

// node_modules/ky/distribution/utils/merge.js
var validateAndMerge = (...sources) => {
  for (const source of sources) {
    if ((!isObject(source) || Array.isArray(source)) && source !== void 0) {
      throw new TypeError("The `options` argument must be an object");
    }
  }
  return deepMerge({}, ...sources);
};
var mergeHeaders = (source1 = {}, source2 = {}) => {
  const result = new globalThis.Headers(source1);
  const isHeadersInstance = source2 instanceof globalThis.Headers;
  const source = new globalThis.Headers(source2);
  for (const [key, value] of source.entries()) {
    if (isHeadersInstance && value === "undefined" || value === void 0) {
      result.delete(key);
    } else {
      result.set(key, value);
    }
  }
  return result;
};
function newHookValue(original, incoming, property) {
  return Object.hasOwn(incoming, property) && incoming[property] === void 0 ? [] : deepMerge(original[property] ?? [], incoming[property] ?? []);
}
var mergeHooks = (original = {}, incoming = {}) => ({
  beforeRequest: newHookValue(original, incoming, "beforeRequest"),
  beforeRetry: newHookValue(original, incoming, "beforeRetry"),
  afterResponse: newHookValue(original, incoming, "afterResponse"),
  beforeError: newHookValue(original, incoming, "beforeError")
});
var appendSearchParameters = (target, source) => {
  const result = new URLSearchParams();
  for (const input of [target, source]) {
    if (input === void 0) {
      continue;
    }
    if (input instanceof URLSearchParams) {
      for (const [key, value] of input.entries()) {
        result.append(key, value);
      }
    } else if (Array.isArray(input)) {
      for (const pair of input) {
        if (!Array.isArray(pair) || pair.length !== 2) {
          throw new TypeError("Array search parameters must be provided in [[key, value], ...] format");
        }
        result.append(String(pair[0]), String(pair[1]));
      }
    } else if (isObject(input)) {
      for (const [key, value] of Object.entries(input)) {
        if (value !== void 0) {
          result.append(key, String(value));
        }
      }
    } else {
      const parameters = new URLSearchParams(input);
      for (const [key, value] of parameters.entries()) {
        result.append(key, value);
      }
    }
  }
  return result;
};
var deepMerge = (...sources) => {
  let returnValue = {};
  let headers = {};
  let hooks = {};
  let searchParameters;
  const signals = [];
  for (const source of sources) {
    if (Array.isArray(source)) {
      if (!Array.isArray(returnValue)) {
        returnValue = [];
      }
      returnValue = [...returnValue, ...source];
    } else if (isObject(source)) {
      for (let [key, value] of Object.entries(source)) {
        if (key === "signal" && value instanceof globalThis.AbortSignal) {
          signals.push(value);
          continue;
        }
        if (key === "context") {
          if (value !== void 0 && value !== null && (!isObject(value) || Array.isArray(value))) {
            throw new TypeError("The `context` option must be an object");
          }
          returnValue = {
            ...returnValue,
            context: value === void 0 || value === null ? {} : { ...returnValue.context, ...value }
          };
          continue;
        }
        if (key === "searchParams") {
          if (value === void 0 || value === null) {
            searchParameters = void 0;
          } else {
            searchParameters = searchParameters === void 0 ? value : appendSearchParameters(searchParameters, value);
          }
          continue;
        }
        if (isObject(value) && key in returnValue) {
          value = deepMerge(returnValue[key], value);
        }
        returnValue = { ...returnValue, [key]: value };
      }
      if (isObject(source.hooks)) {
        hooks = mergeHooks(hooks, source.hooks);
        returnValue.hooks = hooks;
      }
      if (isObject(source.headers)) {
        headers = mergeHeaders(headers, source.headers);
        returnValue.headers = headers;
      }
    }
  }
  if (searchParameters !== void 0) {
    returnValue.searchParams = searchParameters;
  }
  if (signals.length > 0) {
    if (signals.length === 1) {
      returnValue.signal = signals[0];
    } else if (supportsAbortSignal) {
      returnValue.signal = AbortSignal.any(signals);
    } else {
      returnValue.signal = signals.at(-1);
    }
  }
  return returnValue;
};

// node_modules/ky/distribution/utils/normalize.js
var normalizeRequestMethod = (input) => requestMethods.includes(input) ? input.toUpperCase() : input;
var retryMethods = ["get", "put", "head", "delete", "options", "trace"];
var retryStatusCodes = [408, 413, 429, 500, 502, 503, 504];
var retryAfterStatusCodes = [413, 429, 503];
var defaultRetryOptions = {
  limit: 2,
  methods: retryMethods,
  statusCodes: retryStatusCodes,
  afterStatusCodes: retryAfterStatusCodes,
  maxRetryAfter: Number.POSITIVE_INFINITY,
  backoffLimit: Number.POSITIVE_INFINITY,
  delay: (attemptCount) => 0.3 * 2 ** (attemptCount - 1) * 1e3,
  jitter: void 0,
  retryOnTimeout: false
};
var normalizeRetryOptions = (retry2 = {}) => {
  if (typeof retry2 === "number") {
    return {
      ...defaultRetryOptions,
      limit: retry2
    };
  }
  if (retry2.methods && !Array.isArray(retry2.methods)) {
    throw new Error("retry.methods must be an array");
  }
  retry2.methods &&= retry2.methods.map((method) => method.toLowerCase());
  if (retry2.statusCodes && !Array.isArray(retry2.statusCodes)) {
    throw new Error("retry.statusCodes must be an array");
  }
  const normalizedRetry = Object.fromEntries(Object.entries(retry2).filter(([, value]) => value !== void 0));
  return {
    ...defaultRetryOptions,
    ...normalizedRetry
  };
};

// node_modules/ky/distribution/errors/TimeoutError.js
var TimeoutError = class extends Error {
  request;
  constructor(request) {
    super(`Request timed out: ${request.method} ${request.url}`);
    this.name = "TimeoutError";
    this.request = request;
  }
};

// node_modules/ky/distribution/utils/timeout.js
async function timeout(request, init, abortController, options) {
  return new Promise((resolve3, reject) => {
    const timeoutId = setTimeout(() => {
      if (abortController) {
        abortController.abort();
      }
      reject(new TimeoutError(request));
    }, options.timeout);
    void options.fetch(request, init).then(resolve3).catch(reject).then(() => {
      clearTimeout(timeoutId);
    });
  });
}

// node_modules/ky/distribution/utils/delay.js
async function delay(ms, { signal }) {
  return new Promise((resolve3, reject) => {
    if (signal) {
      signal.throwIfAborted();
      signal.addEventListener("abort", abortHandler, { once: true });
    }
    function abortHandler() {
      clearTimeout(timeoutId);
      reject(signal.reason);
    }
    const timeoutId = setTimeout(() => {
      signal?.removeEventListener("abort", abortHandler);
      resolve3();
    }, ms);
  });
}

// node_modules/ky/distribution/utils/options.js
var findUnknownOptions = (request, options) => {
  const unknownOptions = {};
  for (const key in options) {
    if (!Object.hasOwn(options, key)) {
      continue;
    }
    if (!(key in requestOptionsRegistry) && !(key in kyOptionKeys) && (!(key in request) || key in vendorSpecificOptions)) {
      unknownOptions[key] = options[key];
    }
  }
  return unknownOptions;
};
var hasSearchParameters = (search) => {
  if (search === void 0) {
    return false;
  }
  if (Array.isArray(search)) {
    return search.length > 0;
  }
  if (search instanceof URLSearchParams) {
    return search.size > 0;
  }
  if (typeof search === "object") {
    return Object.keys(search).length > 0;
  }
  if (typeof search === "string") {
    return search.trim().length > 0;
  }
  return Boolean(search);
};

// node_modules/ky/distribution/utils/type-guards.js
function isHTTPError(error2) {
  return error2 instanceof HTTPError || error2?.name === HTTPError.name;
}
function isTimeoutError(error2) {
  return error2 instanceof TimeoutError || error2?.name === TimeoutError.name;
}

// node_modules/ky/distribution/core/Ky.js
var Ky = class _Ky {
  static create(input, options) {
    const ky2 = new _Ky(input, options);
    const function_ = async () => {
      if (typeof ky2.#options.timeout === "number" && ky2.#options.timeout > maxSafeTimeout) {
        throw new RangeError(`The \`timeout\` option cannot be greater than ${maxSafeTimeout}`);
      }
      await Promise.resolve();
      let response = await ky2.#fetch();
      for (const hook of ky2.#options.hooks.afterResponse) {
        const clonedResponse = ky2.#decorateResponse(response.clone());
        let modifiedResponse;
        try {
          modifiedResponse = await hook(ky2.request, ky2.#getNormalizedOptions(), clonedResponse, { retryCount: ky2.#retryCount });
        } catch (error2) {
          ky2.#cancelResponseBody(clonedResponse);
          ky2.#cancelResponseBody(response);
          throw error2;
        }
        if (modifiedResponse instanceof RetryMarker) {
          ky2.#cancelResponseBody(clonedResponse);
          ky2.#cancelResponseBody(response);
          throw new ForceRetryError(modifiedResponse.options);
        }
        const nextResponse = modifiedResponse instanceof globalThis.Response ? modifiedResponse : response;
        if (clonedResponse !== nextResponse) {
          ky2.#cancelResponseBody(clonedResponse);
        }
        if (response !== nextResponse) {
          ky2.#cancelResponseBody(response);
        }
        response = nextResponse;
      }
      ky2.#decorateResponse(response);
      if (!response.ok && (typeof ky2.#options.throwHttpErrors === "function" ? ky2.#options.throwHttpErrors(response.status) : ky2.#options.throwHttpErrors)) {
        let error2 = new HTTPError(response, ky2.request, ky2.#getNormalizedOptions());
        for (const hook of ky2.#options.hooks.beforeError) {
          error2 = await hook(error2, { retryCount: ky2.#retryCount });
        }
        throw error2;
      }
      if (ky2.#options.onDownloadProgress) {
        if (typeof ky2.#options.onDownloadProgress !== "function") {
          throw new TypeError("The `onDownloadProgress` option must be a function");
        }
        if (!supportsResponseStreams) {
          throw new Error("Streams are not supported in your environment. `ReadableStream` is missing.");
        }
        const progressResponse = response.clone();
        ky2.#cancelResponseBody(response);
        return streamResponse(progressResponse, ky2.#options.onDownloadProgress);
      }
      return response;
    };
    const result = ky2.#retry(function_).finally(() => {
      const originalRequest = ky2.#originalRequest;
      ky2.#cancelBody(originalRequest?.body ?? void 0);
      ky2.#cancelBody(ky2.request.body ?? void 0);
    });
    for (const [type, mimeType] of Object.entries(responseTypes)) {
      if (type === "bytes" && typeof globalThis.Response?.prototype?.bytes !== "function") {
        continue;
      }
      result[type] = async () => {
        ky2.request.headers.set("accept", ky2.request.headers.get("accept") || mimeType);
        const response = await result;
        if (type === "json") {
          if (response.status === 204) {
            return "";
          }
          const text2 = await response.text();
          if (text2 === "") {
            return "";
          }
          if (options.parseJson) {
            return options.parseJson(text2);
          }
          return JSON.parse(text2);
        }
        return response[type]();
      };
    }
    return result;
  }
  // eslint-disable-next-line unicorn/prevent-abbreviations
  static #normalizeSearchParams(searchParams) {
    if (searchParams && typeof searchParams === "object" && !Array.isArray(searchParams) && !(searchParams instanceof URLSearchParams)) {
      return Object.fromEntries(Object.entries(searchParams).filter(([, value]) => value !== void 0));
    }
    return searchParams;
  }
  request;
  #abortController;
  #retryCount = 0;
  // eslint-disable-next-line @typescript-eslint/prefer-readonly -- False positive: #input is reassigned on line 202
  #input;
  #options;
  #originalRequest;
  #userProvidedAbortSignal;
  #cachedNormalizedOptions;
  // eslint-disable-next-line complexity
  constructor(input, options = {}) {
    this.#input = input;
    this.#options = {
      ...options,
      headers: mergeHeaders(this.#input.headers, options.headers),
      hooks: mergeHooks({
        beforeRequest: [],
        beforeRetry: [],
        beforeError: [],
        afterResponse: []
      }, options.hooks),
      method: normalizeRequestMethod(options.method ?? this.#input.method ?? "GET"),
      // eslint-disable-next-line @typescript-eslint/prefer-nullish-coalescing
      prefixUrl: String(options.prefixUrl || ""),
      retry: normalizeRetryOptions(options.retry),
      throwHttpErrors: options.throwHttpErrors ?? true,
      timeout: options.timeout ?? 1e4,
      fetch: options.fetch ?? globalThis.fetch.bind(globalThis),
      context: options.context ?? {}
    };
    if (typeof this.#input !== "string" && !(this.#input instanceof URL || this.#input instanceof globalThis.Request)) {
      throw new TypeError("`input` must be a string, URL, or Request");
    }
    if (this.#options.prefixUrl && typeof this.#input === "string") {
      if (this.#input.startsWith("/")) {
        throw new Error("`input` must not begin with a slash when using `prefixUrl`");
      }
      if (!this.#options.prefixUrl.endsWith("/")) {
        this.#options.prefixUrl += "/";
      }
      this.#input = this.#options.prefixUrl + this.#input;
    }
    if (supportsAbortController && supportsAbortSignal) {
      this.#userProvidedAbortSignal = this.#options.signal ?? this.#input.signal;
      this.#abortController = new globalThis.AbortController();
      this.#options.signal = this.#userProvidedAbortSignal ? AbortSignal.any([this.#userProvidedAbortSignal, this.#abortController.signal]) : this.#abortController.signal;
    }
    if (supportsRequestStreams) {
      this.#options.duplex = "half";
    }
    if (this.#options.json !== void 0) {
      this.#options.body = this.#options.stringifyJson?.(this.#options.json) ?? JSON.stringify(this.#options.json);
      this.#options.headers.set("content-type", this.#options.headers.get("content-type") ?? "application/json");
    }
    const userProvidedContentType = options.headers && new globalThis.Headers(options.headers).has("content-type");
    if (this.#input instanceof globalThis.Request && (supportsFormData && this.#options.body instanceof globalThis.FormData || this.#options.body instanceof URLSearchParams) && !userProvidedContentType) {
      this.#options.headers.delete("content-type");
    }
    this.request = new globalThis.Request(this.#input, this.#options);
    if (hasSearchParameters(this.#options.searchParams)) {
      const textSearchParams = typeof this.#options.searchParams === "string" ? this.#options.searchParams.replace(/^\?/, "") : new URLSearchParams(_Ky.#normalizeSearchParams(this.#options.searchParams)).toString();
      const searchParams = "?" + textSearchParams;
      const url = this.request.url.replace(/(?:\?.*?)?(?=#|$)/, searchParams);
      this.request = new globalThis.Request(url, this.#options);
    }
    if (this.#options.onUploadProgress) {
      if (typeof this.#options.onUploadProgress !== "function") {
        throw new TypeError("The `onUploadProgress` option must be a function");
      }
      if (!supportsRequestStreams) {
        throw new Error("Request streams are not supported in your environment. The `duplex` option for `Request` is not available.");
      }
      this.request = this.#wrapRequestWithUploadProgress(this.request, this.#options.body ?? void 0);
    }
  }
  #calculateDelay() {
    const retryDelay = this.#options.retry.delay(this.#retryCount);
    let jitteredDelay = retryDelay;
    if (this.#options.retry.jitter === true) {
      jitteredDelay = Math.random() * retryDelay;
    } else if (typeof this.#options.retry.jitter === "function") {
      jitteredDelay = this.#options.retry.jitter(retryDelay);
      if (!Number.isFinite(jitteredDelay) || jitteredDelay < 0) {
        jitteredDelay = retryDelay;
      }
    }
    const backoffLimit = this.#options.retry.backoffLimit ?? Number.POSITIVE_INFINITY;
    return Math.min(backoffLimit, jitteredDelay);
  }
  async #calculateRetryDelay(error2) {
    this.#retryCount++;
    if (this.#retryCount > this.#options.retry.limit) {
      throw error2;
    }
    const errorObject = error2 instanceof Error ? error2 : new NonError(error2);
    if (errorObject instanceof ForceRetryError) {
      return errorObject.customDelay ?? this.#calculateDelay();
    }
    if (!this.#options.retry.methods.includes(this.request.method.toLowerCase())) {
      throw error2;
    }
    if (this.#options.retry.shouldRetry !== void 0) {
      const result = await this.#options.retry.shouldRetry({ error: errorObject, retryCount: this.#retryCount });
      if (result === false) {
        throw error2;
      }
      if (result === true) {
        return this.#calculateDelay();
      }
    }
    if (isTimeoutError(error2) && !this.#options.retry.retryOnTimeout) {
      throw error2;
    }
    if (isHTTPError(error2)) {
      if (!this.#options.retry.statusCodes.includes(error2.response.status)) {
        throw error2;
      }
      const retryAfter = error2.response.headers.get("Retry-After") ?? error2.response.headers.get("RateLimit-Reset") ?? error2.response.headers.get("X-RateLimit-Retry-After") ?? error2.response.headers.get("X-RateLimit-Reset") ?? error2.response.headers.get("X-Rate-Limit-Reset");
      if (retryAfter && this.#options.retry.afterStatusCodes.includes(error2.response.status)) {
        let after = Number(retryAfter) * 1e3;
        if (Number.isNaN(after)) {
          after = Date.parse(retryAfter) - Date.now();
        } else if (after >= Date.parse("2024-01-01")) {
          after -= Date.now();
        }
        const max = this.#options.retry.maxRetryAfter ?? after;
        return after < max ? after : max;
      }
      if (error2.response.status === 413) {
        throw error2;
      }
    }
    return this.#calculateDelay();
  }
  #decorateResponse(response) {
    if (this.#options.parseJson) {
      response.json = async () => this.#options.parseJson(await response.text());
    }
    return response;
  }
  #cancelBody(body) {
    if (!body) {
      return;
    }
    void body.cancel().catch(() => void 0);
  }
  #cancelResponseBody(response) {
    this.#cancelBody(response.body ?? void 0);
  }
  async #retry(function_) {
    try {
      return await function_();
    } catch (error2) {
      const ms = Math.min(await this.#calculateRetryDelay(error2), maxSafeTimeout);
      if (this.#retryCount < 1) {
        throw error2;
      }
      await delay(ms, this.#userProvidedAbortSignal ? { signal: this.#userProvidedAbortSignal } : {});
      if (error2 instanceof ForceRetryError && error2.customRequest) {
        const managedRequest = this.#options.signal ? new globalThis.Request(error2.customRequest, { signal: this.#options.signal }) : new globalThis.Request(error2.customRequest);
        this.#assignRequest(managedRequest);
      }
      for (const hook of this.#options.hooks.beforeRetry) {
        const hookResult = await hook({
          request: this.request,
          options: this.#getNormalizedOptions(),
          error: error2,
          retryCount: this.#retryCount
        });
        if (hookResult instanceof globalThis.Request) {
          this.#assignRequest(hookResult);
          break;
        }
        if (hookResult instanceof globalThis.Response) {
          return hookResult;
        }
        if (hookResult === stop) {
          return;
        }
      }
      return this.#retry(function_);
    }
  }
  async #fetch() {
    if (this.#abortController?.signal.aborted) {
      this.#abortController = new globalThis.AbortController();
      this.#options.signal = this.#userProvidedAbortSignal ? AbortSignal.any([this.#userProvidedAbortSignal, this.#abortController.signal]) : this.#abortController.signal;
      this.request = new globalThis.Request(this.request, { signal: this.#options.signal });
    }
    for (const hook of this.#options.hooks.beforeRequest) {
      const result = await hook(this.request, this.#getNormalizedOptions(), { retryCount: this.#retryCount });
      if (result instanceof Response) {
        return result;
      }
      if (result instanceof globalThis.Request) {
        this.#assignRequest(result);
        break;
      }
    }
    const nonRequestOptions = findUnknownOptions(this.request, this.#options);
    this.#originalRequest = this.request;
    this.request = this.#originalRequest.clone();
    if (this.#options.timeout === false) {
      return this.#options.fetch(this.#originalRequest, nonRequestOptions);
    }
    return timeout(this.#originalRequest, nonRequestOptions, this.#abortController, this.#options);
  }
  #getNormalizedOptions() {
    if (!this.#cachedNormalizedOptions) {
      const { hooks, ...normalizedOptions } = this.#options;
      this.#cachedNormalizedOptions = Object.freeze(normalizedOptions);
    }
    return this.#cachedNormalizedOptions;
  }
  #assignRequest(request) {
    this.#cachedNormalizedOptions = void 0;
    this.request = this.#wrapRequestWithUploadProgress(request);
  }
  #wrapRequestWithUploadProgress(request, originalBody) {
    if (!this.#options.onUploadProgress || !request.body) {
      return request;
    }
    return streamRequest(request, this.#options.onUploadProgress, originalBody ?? this.#options.body ?? void 0);
  }
};

// node_modules/ky/distribution/index.js
var createInstance = (defaults) => {
  const ky2 = (input, options) => Ky.create(input, validateAndMerge(defaults, options));
  for (const method of requestMethods) {
    ky2[method] = (input, options) => Ky.create(input, validateAndMerge(defaults, options, { method }));
  }
  ky2.create = (newDefaults) => createInstance(validateAndMerge(newDefaults));
  ky2.extend = (newDefaults) => {
    if (typeof newDefaults === "function") {
      newDefaults = newDefaults(defaults ?? {});
    }
    return createInstance(validateAndMerge(defaults, newDefaults));
  };
  ky2.stop = stop;
  ky2.retry = retry;
  return ky2;
};
var ky = createInstance();
var distribution_default = ky;

// src/version.ts
var VERSION = "0.1.0";

// src/live/retry-budget.ts
var RetryBudget = class {
  constructor(totalMs) {
    this.totalMs = totalMs;
  }
  totalMs;
  usedMs = 0;
  /** Takes `ms` from the budget, or nothing and false when that would go over. */
  reserve(ms) {
    if (this.usedMs + ms > this.totalMs) return false;
    this.usedMs += ms;
    return true;
  }
  /** Gives back what a reserved wait did not use. */
  release(ms) {
    this.usedMs = Math.max(0, this.usedMs - ms);
  }
  get spentMs() {
    return this.usedMs;
  }
};

// src/live/retry-policy.ts
var DEFAULT_BACKOFF = {
  baseDelayMs: 300,
  maxDelayMs: 1e4,
  maxRetryAfterMs: 6e4
};
var TRANSIENT_STATUSES = [429, 500, 502, 503, 504, 529];
var RETRY_AFTER_STATUSES = [429, 503, 529];
var NOT_PROCESSED_STATUSES = [429, 529];
function isAmbiguous(outcome3) {
  if (outcome3.kind !== "response") return true;
  return outcome3.status >= 500;
}
function postSafety(method, outcome3) {
  if (method.toUpperCase() !== "POST") return void 0;
  return outcome3.kind === "response" && NOT_PROCESSED_STATUSES.includes(outcome3.status) ? void 0 : false;
}
function kyRetryOptions(retries, backoff, hooks) {
  return {
    limit: retries,
    methods: ["get", "put", "patch", "delete", "post"],
    statusCodes: TRANSIENT_STATUSES,
    afterStatusCodes: RETRY_AFTER_STATUSES,
    maxRetryAfter: backoff.maxRetryAfterMs,
    backoffLimit: backoff.maxDelayMs,
    delay: (attempt) => backoff.baseDelayMs * 2 ** Math.max(0, attempt - 1),
    jitter: hooks.jitter,
    retryOnTimeout: true,
    shouldRetry: hooks.shouldRetry
  };
}
function retryAfterMs(value, maxMs = Number.POSITIVE_INFINITY, now = Date.now()) {
  if (value === null || value === void 0) return void 0;
  const text2 = value.trim();
  if (text2 === "") return void 0;
  if (/^\d+(\.\d+)?$/.test(text2)) return Math.min(Math.round(Number(text2) * 1e3), maxMs);
  if (/^[-+]?\d/.test(text2)) return void 0;
  const at2 = Date.parse(text2);
  if (Number.isNaN(at2)) return void 0;
  return Math.min(Math.max(0, at2 - now), maxMs);
}

// src/live/http.ts
var DEFAULT_SLOW_NOTICE_MS = 5e3;
function pathWithQuery(spec) {
  if (!spec.query || spec.query.length === 0) return spec.path;
  return `${spec.path}?${new URLSearchParams(spec.query).toString()}`;
}
var NetworkFailure = class extends Error {
  name = "NetworkFailure";
};
var CallState = class {
  constructor(spec, target, report) {
    this.spec = spec;
    this.target = target;
    this.report = report;
  }
  spec;
  target;
  report;
  attempts = 0;
  outcomes = [];
  stopped;
  /** The retry wait last taken from the run's budget, at its longest. */
  reservedMs = 0;
  /** The event of the attempt just finished, reported once its fate (retry or not) is known. */
  pending;
  finished(event) {
    this.pending = event;
  }
  flush(extra = {}) {
    if (this.pending) this.report({ ...this.pending, ...extra });
    this.pending = void 0;
  }
  ended() {
    return { attempts: this.attempts, earlierAmbiguous: this.outcomes.slice(0, -1).some(isAmbiguous), ...this.stopped ? { stopped: this.stopped } : {} };
  }
};
function createHttp(options) {
  let sent = 0;
  const report = (event) => options.onRequest?.(event);
  const budget = new RetryBudget(options.retryWaitBudgetMs);
  async function call(spec) {
    const state = new CallState(spec, pathWithQuery(spec), report);
    const fetchOne = attemptFetch(state, options, () => sent++);
    try {
      const response = await distribution_default(options.baseUrl + state.target, {
        method: spec.method,
        headers: { authorization: options.authorization, "user-agent": options.userAgent, accept: "application/json" },
        ...spec.body === void 0 ? {} : { json: spec.body },
        retry: retryOptions(state, options, budget),
        timeout: false,
        // A redirect is answered, not followed: see above.
        redirect: "manual",
        fetch: fetchOne,
        ...spec.signal === void 0 ? {} : { signal: spec.signal }
      });
      state.flush();
      return await answered(response, state);
    } catch (error2) {
      state.flush();
      if (error2 instanceof HTTPError) return answered(error2.response, state);
      const kind = error2 instanceof TimeoutError ? "timeout" : "network";
      return { kind, error: error2 instanceof NetworkFailure ? error2.cause : error2, ...state.ended() };
    }
  }
  return { call, requestCount: () => sent, report };
}
function attemptFetch(state, options, count) {
  const slowNoticeMs = options.slowNoticeMs ?? DEFAULT_SLOW_NOTICE_MS;
  const report = (event) => options.onRequest?.(event);
  return async (given, init) => {
    const input = given instanceof Request ? given : new Request(given, init);
    state.flush();
    const attempt = ++state.attempts;
    count();
    const { method } = state.spec;
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), options.timeoutMs);
    const started = Date.now();
    const notice = setInterval(() => report({ method, path: state.target, attempt, waitingMs: Date.now() - started }), slowNoticeMs);
    const event = { method, path: state.target, attempt };
    try {
      const response = await fetch(input, { ...init, signal: AbortSignal.any([controller.signal, input.signal]) });
      const text2 = await response.text();
      event.status = response.status;
      const traceId = response.headers.get("x-trace-id");
      if (traceId) event.traceId = traceId;
      state.outcomes.push({ kind: "response", status: response.status });
      state.finished(event);
      return new Response([204, 205, 304].includes(response.status) ? null : text2, {
        status: response.status,
        statusText: response.statusText,
        headers: response.headers
      });
    } catch (error2) {
      const timedOut = controller.signal.aborted;
      event.failure = timedOut ? "timeout" : "network";
      state.outcomes.push({ kind: event.failure });
      state.finished(event);
      if (timedOut) throw Object.assign(new TimeoutError(input), { cause: error2 });
      throw new NetworkFailure(error2 instanceof Error ? error2.message : String(error2), { cause: error2 });
    } finally {
      clearTimeout(timer);
      clearInterval(notice);
    }
  };
}
function retryOptions(state, options, budget) {
  const { backoff } = options;
  return kyRetryOptions(options.retries, backoff, {
    shouldRetry: ({ error: error2, retryCount }) => {
      if (state.spec.signal?.aborted) return false;
      const outcome3 = state.outcomes.at(-1) ?? { kind: "network" };
      const verdict = state.spec.idempotent ? void 0 : postSafety(state.spec.method, outcome3);
      if (verdict === false || !wouldRetry(error2)) return verdict;
      const asked = error2 instanceof HTTPError && RETRY_AFTER_STATUSES.includes(error2.response.status) ? retryAfterMs(error2.response.headers.get("retry-after")) : void 0;
      if (asked !== void 0 && asked > budget.totalMs) return stop2(state, { kind: "retry-after", askedMs: asked, maxMs: budget.totalMs });
      const obeyed = asked === void 0 ? void 0 : Math.min(asked, backoff.maxRetryAfterMs);
      const longest = obeyed ?? Math.min(backoff.baseDelayMs * 2 ** Math.max(0, retryCount - 1), backoff.maxDelayMs);
      if (!budget.reserve(longest)) return stop2(state, { kind: "budget", budgetMs: budget.totalMs });
      state.reservedMs = longest;
      if (obeyed !== void 0) {
        state.flush({ retryInMs: obeyed, retryAfter: true });
        return void 0;
      }
      return true;
    },
    // Called with the backoff delay right before ky sleeps: full jitter, reported as drawn.
    jitter: (delay2) => {
      const wait = Math.round(Math.random() * Math.min(delay2, backoff.maxDelayMs));
      budget.release(Math.max(0, state.reservedMs - wait));
      state.flush({ retryInMs: wait });
      return wait;
    }
  });
}
function wouldRetry(error2) {
  if (error2 instanceof HTTPError) return TRANSIENT_STATUSES.includes(error2.response.status);
  return true;
}
function stop2(state, why) {
  state.stopped = why;
  return false;
}
async function answered(response, state) {
  const location = response.status >= 300 && response.status < 400 ? response.headers.get("location") : null;
  return {
    kind: "response",
    status: response.status,
    traceId: response.headers.get("x-trace-id") ?? "",
    text: await response.text(),
    ...location === null ? {} : { location },
    ...state.ended()
  };
}
function defaultUserAgent() {
  return `stylesync/${VERSION}`;
}

// src/live/wire.ts
var UnexpectedAnswer = class extends Error {
  field;
  constructor(field2, problem2) {
    super(`${field2} ${problem2}`);
    this.name = "UnexpectedAnswer";
    this.field = field2;
  }
};
function isObject2(value) {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
function describe(value) {
  if (value === null) return "null";
  if (Array.isArray(value)) return "an array";
  return typeof value === "string" ? "a string" : `${typeof value === "object" ? "an" : "a"} ${typeof value}`;
}
function requireString(record2, key, where4) {
  const value = record2[key];
  if (typeof value === "string") return value;
  throw new UnexpectedAnswer(`${where4}.${key}`, value === void 0 ? "is missing" : `is ${describe(value)}, not a string`);
}
function requireId(record2, key, where4) {
  const value = record2[key];
  if (typeof value === "number" && Number.isFinite(value)) return String(value);
  const id = requireString(record2, key, where4);
  if (id === "") throw new UnexpectedAnswer(`${where4}.${key}`, "is empty");
  return id;
}
function optionalString(record2, key, where4) {
  const value = record2[key];
  if (value === void 0 || value === null) return void 0;
  if (typeof value === "string") return value;
  throw new UnexpectedAnswer(`${where4}.${key}`, `is ${describe(value)}, not a string`);
}
function parseRules(value, where4) {
  if (value === void 0 || value === null) return {};
  if (!isObject2(value)) throw new UnexpectedAnswer(where4, `is ${describe(value)}, not an object of groups`);
  const rules = [];
  for (const [group, members] of Object.entries(value)) {
    if (members === null) continue;
    if (!isObject2(members)) {
      throw new UnexpectedAnswer(`${where4}.${group}`, `is ${describe(members)}, not an object of rules`);
    }
    const out = [];
    for (const [rule, chosen] of Object.entries(members)) {
      if (typeof chosen !== "string") {
        throw new UnexpectedAnswer(`${where4}.${group}.${rule}`, `is ${describe(chosen)}, not a string`);
      }
      out.push([rule, chosen]);
    }
    rules.push([group, Object.fromEntries(out)]);
  }
  return Object.fromEntries(rules);
}
function parseInstruction(value, where4) {
  if (!isObject2(value)) throw new UnexpectedAnswer(where4, `is ${describe(value)}, not an instruction object`);
  const instruction2 = {
    id: requireId(value, "id", where4),
    label: requireString(value, "label", where4),
    prompt: requireString(value, "prompt", where4)
  };
  const source = optionalString(value, "source_language", where4);
  if (source !== void 0 && source !== "") instruction2.source_language = source;
  return instruction2;
}
function parseList(value, where4 = "style rule list") {
  if (!isObject2(value)) throw new UnexpectedAnswer(where4, `is ${describe(value)}, not a style rule list object`);
  const version = value.version;
  if (typeof version !== "number" || !Number.isFinite(version)) {
    throw new UnexpectedAnswer(`${where4}.version`, version === void 0 ? "is missing" : `is ${describe(version)}, not a number`);
  }
  const instructions = value.custom_instructions;
  if (instructions !== void 0 && instructions !== null && !Array.isArray(instructions)) {
    throw new UnexpectedAnswer(`${where4}.custom_instructions`, `is ${describe(instructions)}, not an array`);
  }
  const list = {
    style_id: requireId(value, "style_id", where4),
    name: requireString(value, "name", where4),
    language: requireString(value, "language", where4),
    version,
    configured_rules: parseRules(value.configured_rules, `${where4}.configured_rules`),
    custom_instructions: (instructions ?? []).map(
      (item, i) => parseInstruction(item, `${where4}.custom_instructions[${i}]`)
    )
  };
  const created = optionalString(value, "creation_time", where4);
  const updated = optionalString(value, "updated_time", where4);
  if (created !== void 0) list.creation_time = created;
  if (updated !== void 0) list.updated_time = updated;
  return list;
}
function parseListPage(value) {
  if (Array.isArray(value)) return value;
  if (!isObject2(value)) throw new UnexpectedAnswer("the list answer", `is ${describe(value)}, not {"style_rules": [...]}`);
  const items = value.style_rules;
  if (!Array.isArray(items)) {
    throw new UnexpectedAnswer("style_rules", items === void 0 ? "is missing" : `is ${describe(items)}, not an array`);
  }
  return items;
}
function parseLanguages(value) {
  if (!Array.isArray(value)) throw new UnexpectedAnswer("the languages answer", `is ${describe(value)}, not an array`);
  return value.map((item, i) => parseLanguage(item, `languages[${i}]`));
}
function parseLanguage(value, where4) {
  if (!isObject2(value)) throw new UnexpectedAnswer(where4, `is ${describe(value)}, not a language object`);
  const features = {};
  const rawFeatures = value.features;
  if (rawFeatures !== void 0 && rawFeatures !== null) {
    if (!isObject2(rawFeatures)) throw new UnexpectedAnswer(`${where4}.features`, `is ${describe(rawFeatures)}, not an object`);
    for (const [name, feature] of Object.entries(rawFeatures)) {
      if (!isObject2(feature)) throw new UnexpectedAnswer(`${where4}.features.${name}`, `is ${describe(feature)}, not an object`);
      const entry2 = { status: optionalString(feature, "status", `${where4}.features.${name}`) ?? "stable" };
      if (typeof feature.external === "boolean") entry2.external = feature.external;
      features[name] = entry2;
    }
  }
  const entry = {
    lang: requireString(value, "lang", where4),
    name: optionalString(value, "name", where4) ?? "",
    usable_as_source: value.usable_as_source === true,
    usable_as_target: value.usable_as_target === true,
    features
  };
  const status = optionalString(value, "status", where4);
  if (status !== void 0) entry.status = status;
  return entry;
}
function parseTranslation(value) {
  if (!isObject2(value)) throw new UnexpectedAnswer("the translate answer", `is ${describe(value)}, not an object`);
  const items = value.translations;
  if (!Array.isArray(items)) {
    throw new UnexpectedAnswer("translations", items === void 0 ? "is missing" : `is ${describe(items)}, not an array`);
  }
  let billed;
  const result = {
    translations: items.map((item, i) => {
      const where4 = `translations[${i}]`;
      if (!isObject2(item)) throw new UnexpectedAnswer(where4, `is ${describe(item)}, not an object`);
      const out = { text: requireString(item, "text", where4) };
      const detected = optionalString(item, "detected_source_language", where4);
      if (detected !== void 0) out.detected_source_language = detected;
      const count = optionalCount(item, "billed_characters", where4);
      if (count !== void 0) {
        out.billed_characters = count;
        billed = (billed ?? 0) + count;
      }
      return out;
    })
  };
  if (billed !== void 0) result.billed_characters = billed;
  return result;
}
function optionalCount(record2, key, where4) {
  const value = record2[key];
  if (value === void 0 || value === null) return void 0;
  if (typeof value === "number" && Number.isInteger(value) && value >= 0) return value;
  throw new UnexpectedAnswer(`${where4}.${key}`, `is ${typeof value === "number" ? String(value) : describe(value)}, not a count of characters`);
}

// src/live/exchange.ts
function isSuccess(result) {
  return result.kind === "response" && result.status >= 200 && result.status < 300;
}
function unclear(result) {
  return result.kind !== "response" || isAmbiguous({ kind: "response", status: result.status });
}
function createExchange(http, call) {
  function context(spec, action2, subject, attempts) {
    return { ...call, action: action2, method: spec.method, path: pathWithQuery(spec), subject, attempts };
  }
  function failure(result, spec, action2, subject) {
    const ctx = context(spec, action2, subject, result.attempts);
    if (result.kind === "response") return responseError(result, ctx);
    return result.kind === "timeout" ? timeoutError(ctx, result.error, result.stopped) : networkError(ctx, result.error, result.stopped);
  }
  function read(result, spec, action2, subject, parse) {
    let body;
    try {
      body = result.text.trim() === "" ? void 0 : JSON.parse(result.text);
    } catch (error2) {
      throw unexpectedAnswerError(context(spec, action2, subject, result.attempts), result.traceId, "the body is not JSON", error2);
    }
    try {
      return parse(body);
    } catch (error2) {
      if (error2 instanceof UnexpectedAnswer) {
        throw unexpectedAnswerError(context(spec, action2, subject, result.attempts), result.traceId, error2.message);
      }
      throw error2;
    }
  }
  async function exchange(spec, action2, subject, parse) {
    const result = await http.call(spec);
    if (!isSuccess(result)) throw failure(result, spec, action2, subject);
    return { value: read(result, spec, action2, subject, parse), traceId: result.traceId };
  }
  async function remove(spec, action2, subject) {
    const result = await http.call(spec);
    if (result.kind === "response" && result.status === 404) {
      return { value: void 0, traceId: result.traceId, ...result.earlierAmbiguous ? {} : { alreadyGone: true } };
    }
    if (isSuccess(result)) return { value: void 0, traceId: result.traceId };
    throw failure(result, spec, action2, subject);
  }
  return { http, secrets: call.secrets, failure, read, exchange, remove };
}

// src/live/known-names.ts
var KnownNames = class {
  lists = /* @__PURE__ */ new Map();
  instructions = /* @__PURE__ */ new Map();
  remember(list) {
    this.lists.set(list.style_id, list.name);
    for (const i of list.custom_instructions) this.rememberInstruction(list.style_id, i);
    return list;
  }
  rememberInstruction(listId, instruction2) {
    this.instructions.set(`${listId}/${instruction2.id}`, instruction2.label);
    return instruction2;
  }
  /** Ids of every list seen so far. */
  listIds() {
    return new Set(this.lists.keys());
  }
  list(id, name) {
    const known = name ?? this.lists.get(id);
    return known === void 0 ? { kind: "list", id } : { kind: "list", id, name: known };
  }
  instruction(listId, id, label2) {
    const subject = { kind: "instruction", listId };
    const listName = this.lists.get(listId);
    if (listName !== void 0) subject.listName = listName;
    if (id !== void 0) subject.id = id;
    const known = label2 ?? (id === void 0 ? void 0 : this.instructions.get(`${listId}/${id}`));
    if (known !== void 0) subject.label = known;
    return subject;
  }
};
function label(subject) {
  switch (subject.kind) {
    case "list":
      return subject.name !== void 0 ? `"${subject.name}"` : `id ${subject.id ?? "?"}`;
    case "instruction":
      return subject.label !== void 0 ? `"${subject.label}"` : `id ${subject.id ?? "?"}`;
    default:
      return subject.kind;
  }
}

// src/live/paths.ts
var stylePath = (id) => `/v3/style_rules/${encodeURIComponent(id)}`;
var instructionsPath = (id) => `${stylePath(id)}/custom_instructions`;
var instructionPath = (id, instructionId) => `${instructionsPath(id)}/${encodeURIComponent(instructionId)}`;

// src/live/list-reads.ts
var DEFAULT_READ_CONCURRENCY = 4;
var ACTION = "read the style rule lists";
function createListReads(ex, known, maxLists = DEFAULT_MAX_LISTS) {
  async function listAll(options = {}) {
    const concurrency = Math.max(1, Math.floor(options.concurrency ?? DEFAULT_READ_CONCURRENCY) || 1);
    let requests = 0;
    const passes = [];
    const plan = { concurrency, expectedPages: expectedPages(options.expect) };
    for (let read = 0; read < MAX_LISTING_READS; read++) {
      const pass = await readPass(plan, options.signal);
      requests += pass.requests;
      passes.push(pass);
      if (pass.torn === void 0) return { lists: pass.lists.map((list) => known.remember(list)), requests, pages: pass.pages };
    }
    throw listingMoved(passes.map(describePass), ex.secrets);
  }
  async function readPass(plan, signal) {
    const pass = { lists: [], requests: 0, pages: 0 };
    const seen = /* @__PURE__ */ new Set();
    const lastPage = Math.floor(maxLists / LIMITS.pageSizeMax);
    const sizes = batchSizes(plan);
    for (let first = 0; ; ) {
      signal?.throwIfAborted();
      const batch = Math.max(1, Math.min(sizes.next(first), lastPage - first + 1));
      const answers = await Promise.all(Array.from({ length: batch }, (_, i) => readPage(first + i, signal)));
      for (const [i, { items, traceId, attempts }] of answers.entries()) {
        const page = first + i;
        pass.requests += attempts;
        pass.pages++;
        if (page > 0 && items.length > 0 && items.every((list) => seen.has(list.style_id))) throw pagingIgnored(page, traceId, ex.secrets);
        const twice = items.find((list) => seen.has(list.style_id));
        if (twice !== void 0) return { ...pass, requests: pass.requests + sumAttempts(answers.slice(i + 1)), torn: `list ${twice.style_id} was on two pages` };
        for (const list of items) {
          seen.add(list.style_id);
          pass.lists.push(list);
        }
        if (items.length !== LIMITS.pageSizeMax) return { ...pass, requests: pass.requests + sumAttempts(answers.slice(i + 1)) };
        if (pass.lists.length > maxLists) throw tooMany(maxLists, page + 1, traceId, ex.secrets);
      }
      first += batch;
    }
  }
  async function readPage(page, signal) {
    const spec = {
      ...signal === void 0 ? {} : { signal },
      method: "GET",
      path: "/v3/style_rules",
      query: [
        ["detailed", "true"],
        ["page_size", String(LIMITS.pageSizeMax)],
        ["page", String(page)]
      ]
    };
    const result = await ex.http.call(spec);
    if (!isSuccess(result)) throw ex.failure(result, spec, ACTION, { kind: "lists" });
    const items = ex.read(result, spec, ACTION, { kind: "lists" }, (body) => parseListPage(body).map((item, i) => parseList(item, `style_rules[${i}]`)));
    return { items, traceId: result.traceId, attempts: result.attempts };
  }
  async function get(styleId) {
    const subject = known.list(styleId);
    const answer = await ex.exchange({ method: "GET", path: stylePath(styleId) }, `read style rule list ${label(subject)}`, subject, parseList);
    known.remember(answer.value);
    return answer;
  }
  return { listAll, get };
}
function expectedPages(expect) {
  return expect === void 0 || !Number.isFinite(expect) || expect < 0 ? 0 : Math.floor(expect / LIMITS.pageSizeMax) + 1;
}
function batchSizes({ concurrency, expectedPages: expected }) {
  let probe = 1;
  return {
    next(first) {
      if (first === 0) return 1;
      if (first < expected) return Math.min(concurrency, expected - first);
      probe = Math.min(concurrency, probe * 2);
      return probe;
    }
  };
}
function sumAttempts(answers) {
  return answers.reduce((n, a) => n + a.attempts, 0);
}
function describePass(pass) {
  return pass.torn === void 0 ? `${pass.lists.length} lists` : `torn: ${pass.torn}`;
}
function sameListing(a, b) {
  if (a.length !== b.length) return false;
  const ids = new Set(a.map((list) => list.style_id));
  return b.every((list) => ids.has(list.style_id));
}
function pagingIgnored(page, traceId, secrets) {
  return clientError(
    `Page ${page} of the style rule lists repeated lists already read: the service seems to ignore the page parameter, so the read was stopped.`,
    `Check that the base URL points at the style rules service itself, not a proxy that drops query parameters. If it does, report it to the service operator with the trace id.`,
    secrets,
    { code: "paging-broken", traceId }
  );
}
function tooMany(maxLists, pages, traceId, secrets) {
  return clientError(
    `The style rule lists did not end within ${maxLists.toLocaleString("en-US")} lists (${pages} full pages read), stylesync's limit for one account, so the read was stopped.`,
    `If the account really holds more lists, raise ${MAX_LISTS_VARIABLE} (default ${DEFAULT_MAX_LISTS.toLocaleString("en-US")}). Otherwise the service keeps sending full pages: check that the base URL points at the style rules service, and report it to the service operator with the trace id.`,
    secrets,
    { code: "too-many-lists", traceId }
  );
}
function listingMoved(reads, secrets) {
  return clientError(
    `The style rule lists changed while they were read: ${reads.length} reads in a row disagreed (${reads.join("; ")}), so nothing was planned against them.`,
    "Another run, a person or an integration is creating or deleting lists on this account right now. Run again once it is done; a plan made from a listing that moved could create a list that exists.",
    secrets,
    { code: "listing-moved" }
  );
}

// src/plan/checksum.ts
import { createHash } from "node:crypto";

// src/catalog/canonical.ts
function canonicalRules(rules) {
  if (!rules) return {};
  const groups = [];
  for (const group of Object.keys(rules).sort()) {
    const members = rules[group];
    if (!members || typeof members !== "object") continue;
    const ruleNames = Object.keys(members).sort();
    if (ruleNames.length === 0) continue;
    groups.push([group, Object.fromEntries(ruleNames.map((rule) => [rule, members[rule]]))]);
  }
  return Object.fromEntries(groups);
}
function rulesEqual(a, b) {
  return JSON.stringify(canonicalRules(a)) === JSON.stringify(canonicalRules(b));
}
function diffRules(before, after) {
  const a = canonicalRules(before);
  const b = canonicalRules(after);
  const groups = [.../* @__PURE__ */ new Set([...Object.keys(a), ...Object.keys(b)])].sort();
  const changes = [];
  for (const group of groups) {
    const ga = own(a, group) ?? {};
    const gb = own(b, group) ?? {};
    const rules = [.../* @__PURE__ */ new Set([...Object.keys(ga), ...Object.keys(gb)])].sort();
    for (const rule of rules) {
      const x = own(ga, rule);
      const y = own(gb, rule);
      if (x === y) continue;
      const change2 = { group, rule };
      if (x !== void 0) change2.before = x;
      if (y !== void 0) change2.after = y;
      changes.push(change2);
    }
  }
  return changes;
}
function own(record2, key) {
  return Object.hasOwn(record2, key) ? record2[key] : void 0;
}
function instructionsEqual(a, b) {
  return a.label === b.label && a.prompt === b.prompt && a.source_language === b.source_language;
}
function instructionBody(i) {
  return i.source_language === void 0 ? { label: i.label, prompt: i.prompt } : { label: i.label, prompt: i.prompt, source_language: i.source_language };
}
function sameContent(a, b) {
  return a.language === b.language && rulesEqual(a.configured_rules, b.configured_rules) && sameInstructionSet(a.custom_instructions, b.custom_instructions);
}
function sameInstructionSet(a, b) {
  const key = (list) => JSON.stringify(list.map((i) => JSON.stringify(instructionBody(i))).sort());
  return a.length === b.length && key(a) === key(b);
}

// src/plan/checksum.ts
function desiredChecksum(desired) {
  const hash = createHash("sha256");
  const sorted = [...desired].sort((a, b) => compare(a.name, b.name) || compare(a.style_id ?? "", b.style_id ?? "") || compare(a.state, b.state));
  for (const list of sorted) {
    const head = JSON.stringify([list.name, list.language, list.style_id ?? null, list.state, canonicalRules(list.configured_rules)]);
    const instructions = list.custom_instructions.map((i) => field(i.label) + field(i.prompt) + (i.source_language === void 0 ? "-" : field(i.source_language))).sort();
    hash.update(field(head) + field(String(instructions.length)) + instructions.join(""));
  }
  return hash.digest("hex");
}
function field(text2) {
  return `${text2.length}:${text2}`;
}
function compare(a, b) {
  return a < b ? -1 : a > b ? 1 : 0;
}

// src/plan/identity.ts
function matchLists(desired, live) {
  const byId2 = /* @__PURE__ */ new Map();
  const byName = /* @__PURE__ */ new Map();
  for (const list of live) {
    byId2.set(list.style_id, list);
    const same = byName.get(list.name);
    if (same) same.push(list);
    else byName.set(list.name, [list]);
  }
  const problems = [];
  const claimed = /* @__PURE__ */ new Set();
  const conflicted = findConflicts(desired, problems);
  for (const list of conflicted) {
    if (list.style_id && byId2.has(list.style_id)) claimed.add(list.style_id);
    for (const same of byName.get(list.name) ?? []) claimed.add(same.style_id);
  }
  const resolved = /* @__PURE__ */ new Map();
  const copies = /* @__PURE__ */ new Map();
  const blocked = [];
  const pinned = /* @__PURE__ */ new Set();
  const stale = [];
  for (const list of desired) {
    if (conflicted.has(list) || list.style_id === void 0) continue;
    const target = byId2.get(list.style_id);
    if (target) {
      pinned.add(target.style_id);
      claimed.add(target.style_id);
      resolved.set(list, target);
    } else if (list.state === "absent") {
      resolved.set(list, void 0);
    } else {
      stale.push(list);
    }
  }
  for (const list of stale) problems.push(stalePin(list, (byName.get(list.name) ?? []).filter((l) => !pinned.has(l.style_id)), claimed));
  for (const list of desired) {
    if (conflicted.has(list) || list.style_id !== void 0) continue;
    const candidates = (byName.get(list.name) ?? []).filter((l) => !pinned.has(l.style_id));
    if (candidates.length > 1) {
      for (const c of candidates) claimed.add(c.style_id);
      const same = list.state === "present" ? candidates.filter((c) => holdsExactly(c, list)) : [];
      if (same.length === candidates.length) {
        const [keep, ...rest] = [...same].sort(oldestFirst);
        resolved.set(list, keep);
        copies.set(list, rest);
        continue;
      }
      blocked.push(ambiguousName(list, candidates, same.length));
      continue;
    }
    const target = candidates[0];
    if (target) claimed.add(target.style_id);
    resolved.set(list, target);
  }
  const matches = [];
  for (const list of desired) {
    if (!resolved.has(list)) continue;
    const target = resolved.get(list);
    const extra = copies.get(list);
    matches.push(target ? { desired: list, live: target, ...extra ? { duplicates: extra } : {} } : { desired: list });
  }
  return { matches, problems, blocked, claimed };
}
function ambiguousName(list, candidates, copies) {
  const ids = candidates.map((c) => c.style_id);
  const others = candidates.length - copies;
  const copyNote = copies > 0 ? ` ${copies === 1 ? "1 of them is" : `${copies} of them are`} an exact copy of the file; ${others === 1 ? "1 is" : `${others} are`} not, so stylesync will not pick one by itself.` : "";
  return {
    code: "ambiguous-name",
    message: `${candidates.length} live lists are named "${list.name}" (${ids.join(", ")}), so ${list.file} cannot tell which one it manages.${copyNote} Only this list is held back.`,
    hint: `Pin the one to manage with \`style_id: <id>\` in ${list.file} (one of ${ids.join(", ")}), and rename or delete the others.`,
    list: list.name,
    file: list.file
  };
}
function holdsExactly(live, desired) {
  return sameContent(live, desired);
}
function oldestFirst(a, b) {
  const byTime = (a.creation_time ?? "").localeCompare(b.creation_time ?? "");
  return byTime !== 0 ? byTime : a.style_id < b.style_id ? -1 : a.style_id > b.style_id ? 1 : 0;
}
function stalePin(list, sameName, claimed) {
  for (const candidate of sameName) claimed.add(candidate.style_id);
  const problem2 = { code: "stale-pin", list: list.name, file: list.file };
  const gone = `"${list.name}" pins style_id ${list.style_id}, but no live list has that id`;
  const [only] = sameName;
  if (only && sameName.length === 1) {
    return {
      ...problem2,
      message: `${gone}. A live list named "${list.name}" has style_id ${only.style_id} (${only.language}): after a replacement, the new list has a new id.`,
      hint: `If that is the list ${list.file} manages, set \`style_id: ${only.style_id}\` in ${list.file} (apply's --ids-out file lists the new ids), and make sure translation requests use the new id too.`
    };
  }
  if (sameName.length > 1) {
    const ids = sameName.map((l) => l.style_id).join(", ");
    return {
      ...problem2,
      message: `${gone}. ${sameName.length} live lists are named "${list.name}" (${ids}).`,
      hint: `Set style_id in ${list.file} to the id of the list it manages (one of ${ids}).`
    };
  }
  return {
    ...problem2,
    message: `${gone}.`,
    hint: `The pin is stale: remove style_id from ${list.file} to create a new list named "${list.name}", or correct it to the id of the live list.`
  };
}
function findConflicts(desired, problems) {
  const conflicted = /* @__PURE__ */ new Set();
  const report = (groups, problem2) => {
    for (const [key, group] of groups) {
      if (group.length < 2) continue;
      const files = group.map((l) => l.file).join(", ");
      for (const list of group) conflicted.add(list);
      const first = group[0];
      problems.push({ ...problem2(key, files), list: first.name, file: first.file });
    }
  };
  report(groupBy(desired, (l) => l.name), (name, files) => ({
    code: "duplicate-name",
    message: `The list name "${name}" is declared more than once (${files}).`,
    hint: "Give each list a unique name, or delete the extra declaration."
  }));
  report(groupBy(desired, (l) => l.style_id), (id, files) => ({
    code: "duplicate-pin",
    message: `style_id ${id} is pinned more than once (${files}).`,
    hint: "A live list can be managed by one file only: remove the pin from all but one."
  }));
  return conflicted;
}
function groupBy(lists, key) {
  const groups = /* @__PURE__ */ new Map();
  for (const list of lists) {
    const k = key(list);
    if (k === void 0) continue;
    const group = groups.get(k);
    if (group) group.push(list);
    else groups.set(k, [list]);
  }
  return groups;
}

// src/plan/preview.ts
var PREVIEW_PREFIX = "stylesync-preview ";
function isPreviewList(list) {
  return list.name.startsWith(PREVIEW_PREFIX);
}
function withoutPreviews(live) {
  return live.filter((list) => !isPreviewList(list));
}

// src/plan/ignore.ts
function ignoreMatcher(patterns) {
  if (patterns.length === 0) return () => false;
  const alternatives = patterns.map((p) => p.split("*").map(escapeRegExp).join(".*"));
  const re = new RegExp(`^(?:${alternatives.join("|")})$`, "su");
  return (name) => re.test(name);
}

// src/plan/rename-hint.ts
var RENAME_SIMILARITY = 0.5;
function addRenameHints(lists, unclaimed, pruned) {
  const pairs = [];
  for (const plan of lists) {
    if (plan.action !== "create") continue;
    const change2 = plan.changes.find((c) => c.kind === "create_list");
    if (change2?.kind !== "create_list") continue;
    const wanted = contentKeys(change2.body);
    for (const live of unclaimed) {
      if (live.language !== change2.body.language) continue;
      const { shared, total } = overlap(wanted, contentKeys(live));
      if (shared > 0 && shared / total >= RENAME_SIMILARITY) pairs.push({ plan, live, shared, total });
    }
  }
  pairs.sort((a, b) => b.shared / b.total - a.shared / a.total || b.shared - a.shared || a.live.style_id.localeCompare(b.live.style_id));
  const taken = /* @__PURE__ */ new Set();
  for (const { plan, live, shared, total } of pairs) {
    if (plan.rename_hint !== void 0 || taken.has(live.style_id)) continue;
    taken.add(live.style_id);
    const hint = { style_id: live.style_id, name: live.name, shared, total, pruned: pruned.has(live.style_id) };
    plan.rename_hint = hint;
  }
}
function contentKeys(list) {
  const keys = /* @__PURE__ */ new Set();
  for (const [group, rules] of Object.entries(list.configured_rules)) {
    for (const [rule, value] of Object.entries(rules)) keys.add(`rule\0${group}\0${rule}\0${value}`);
  }
  for (const i of list.custom_instructions) keys.add(`instruction\0${i.label}\0${i.prompt}\0${i.source_language ?? ""}`);
  return keys;
}
function overlap(a, b) {
  let shared = 0;
  for (const key of a) if (b.has(key)) shared++;
  return { shared, total: a.size + b.size - shared };
}
function renameHintText(plan, hint) {
  const fate = hint.pruned ? "deletes it (--prune)" : "leaves it alone";
  return {
    message: `This looks like a rename: the unmanaged live list "${hint.name}" (style_id ${hint.style_id}) has the same language and ${hint.shared} of ${hint.total} rules and instructions in common, yet this plan creates a new list and ${fate}.`,
    hint: `To rename "${hint.name}" instead and keep its style_id, add \`style_id: ${hint.style_id}\` to ${plan.file ?? "the style file"}, then plan again.`
  };
}

// src/plan/instruction-changes.ts
function instructionChanges(desired, live) {
  const wanted = /* @__PURE__ */ new Map();
  for (const instruction2 of desired) if (!wanted.has(instruction2.label)) wanted.set(instruction2.label, instruction2);
  const kept = /* @__PURE__ */ new Map();
  for (const instruction2 of live) {
    const want = wanted.get(instruction2.label);
    if (want === void 0) continue;
    const current = kept.get(instruction2.label);
    if (current === void 0 || !instructionsEqual(current, want) && instructionsEqual(instruction2, want)) kept.set(instruction2.label, instruction2);
  }
  const deletes = [];
  for (const instruction2 of live) {
    if (!wanted.has(instruction2.label)) {
      deletes.push({ kind: "delete_instruction", instruction_id: instruction2.id, before: instructionBody(instruction2), reason: "removed" });
    } else if (kept.get(instruction2.label) !== instruction2) {
      deletes.push({ kind: "delete_instruction", instruction_id: instruction2.id, before: instructionBody(instruction2), reason: "duplicate_label" });
    }
  }
  const updates = [];
  const creates = [];
  for (const instruction2 of wanted.values()) {
    const current = kept.get(instruction2.label);
    if (!current) {
      creates.push({ kind: "create_instruction", after: instructionBody(instruction2), origin: instruction2.origin });
    } else if (!instructionsEqual(current, instruction2)) {
      updates.push({ kind: "update_instruction", instruction_id: current.id, before: instructionBody(current), after: instructionBody(instruction2), origin: instruction2.origin });
    }
  }
  return [...deletes, ...updates, ...creates];
}

// src/plan/list-changes.ts
function createListBody(desired) {
  return {
    name: desired.name,
    language: desired.language,
    configured_rules: canonicalRules(desired.configured_rules),
    custom_instructions: desired.custom_instructions.map(instructionBody)
  };
}
function createListChange(desired) {
  return {
    kind: "create_list",
    body: createListBody(desired),
    origin: desired.origin,
    rule_origins: { ...desired.ruleOrigins },
    instruction_origins: desired.custom_instructions.map((i) => i.origin)
  };
}
function updateChanges(desired, live) {
  const changes = [];
  if (desired.name !== live.name) {
    changes.push({ kind: "rename_list", from: live.name, to: desired.name, origin: desired.origin });
  }
  if (!rulesEqual(live.configured_rules, desired.configured_rules)) {
    const before = canonicalRules(live.configured_rules);
    const after = canonicalRules(desired.configured_rules);
    const rules = diffRules(before, after);
    const origins = {};
    for (const rule of rules) {
      const key = `${rule.group}.${rule.rule}`;
      const origin2 = desired.ruleOrigins[key];
      if (origin2) origins[key] = origin2;
    }
    changes.push({ kind: "replace_rules", before, after, rules, origins });
  }
  changes.push(...instructionChanges(desired.custom_instructions, live.custom_instructions));
  return changes;
}

// src/plan/summary.ts
function summarize(lists) {
  const summary2 = { create: 0, update: 0, delete: 0, replace: 0 };
  for (const list of lists) summary2[list.action]++;
  return summary2;
}

// src/plan/types.ts
var PLAN_FORMAT_VERSION = 2;

// src/plan/diff.ts
function diff(desired, allLive, options) {
  const live = withoutPreviews(allLive);
  const reserved = desired.filter(isPreviewList);
  const identity = matchLists(reserved.length === 0 ? desired : desired.filter((l) => !isPreviewList(l)), live);
  const problems = [...identity.problems, ...reserved.map(reservedName)];
  const lists = [];
  const unchanged = [];
  for (const { desired: want, live: have, duplicates } of identity.matches) {
    for (const copy of duplicates ?? []) lists.push(deletePlan(copy, "duplicate", want.file, have));
    const outcome3 = planList(want, have, options);
    if (outcome3 === "unchanged") unchanged.push(want.name);
    else if ("action" in outcome3) lists.push(outcome3);
    else problems.push(outcome3);
  }
  const { deletes, unmanaged, unclaimed, pruned } = unclaimedLists(live, identity.claimed, options);
  lists.push(...deletes);
  addRenameHints(lists, unclaimed, pruned);
  const plan = {
    format_version: PLAN_FORMAT_VERSION,
    lists,
    unchanged,
    unmanaged,
    summary: summarize(lists),
    fingerprint: fingerprint(lists, live),
    desired_checksum: desiredChecksum(desired),
    problems
  };
  if (identity.blocked.length > 0) plan.blocked = identity.blocked;
  if (options.target !== void 0) plan.target = options.target;
  return plan;
}
function planList(want, have, options) {
  if (want.state === "absent") return have ? deletePlan(have, "absent", want.file) : "unchanged";
  const duplicate = duplicateLabel(want);
  if (duplicate !== void 0) {
    return {
      code: "duplicate-label",
      message: `"${want.name}" declares the instruction label "${duplicate}" more than once.`,
      hint: `Instructions are matched by label: give each instruction in ${want.file} a unique label.`,
      list: want.name,
      file: want.file
    };
  }
  if (!have) return { name: want.name, file: want.file, action: "create", language: want.language, changes: [createListChange(want)] };
  if (have.language !== want.language) {
    if (!options.allowReplace) return refusedReplace(want, have);
    return {
      name: want.name,
      file: want.file,
      action: "replace",
      style_id: have.style_id,
      live_version: have.version,
      ...want.style_id !== void 0 ? { pinned: true } : {},
      language: want.language,
      changes: [{ kind: "delete_list", reason: "replace", before: have }, createListChange(want)]
    };
  }
  const changes = updateChanges(want, have);
  if (changes.length === 0) return "unchanged";
  return { name: want.name, file: want.file, action: "update", style_id: have.style_id, live_version: have.version, language: want.language, changes };
}
function unclaimedLists(live, claimed, options) {
  const isIgnored = ignoreMatcher(options.ignore);
  const deletes = [];
  const unmanaged = [];
  const unclaimed = [];
  const pruned = /* @__PURE__ */ new Set();
  for (const list of live) {
    if (claimed.has(list.style_id)) continue;
    unclaimed.push(list);
    const ignored = isIgnored(list.name);
    if (options.prune && !ignored) {
      deletes.push(deletePlan(list, "prune"));
      pruned.add(list.style_id);
    } else unmanaged.push({ style_id: list.style_id, name: list.name, language: list.language, ignored });
  }
  return { deletes, unmanaged, unclaimed, pruned };
}
function fingerprint(lists, live) {
  const liveNames = new Set(live.map((l) => l.name));
  const versions = {};
  const absentNames = [];
  for (const list of lists) {
    if (list.style_id !== void 0 && list.live_version !== void 0) versions[list.style_id] = list.live_version;
    for (const change2 of list.changes) {
      if (change2.kind === "create_list" && !liveNames.has(change2.body.name)) absentNames.push(change2.body.name);
    }
  }
  return { versions, absent_names: absentNames };
}
function deletePlan(live, reason, file, kept) {
  const plan = {
    name: live.name,
    action: "delete",
    style_id: live.style_id,
    live_version: live.version,
    language: live.language,
    changes: [{ kind: "delete_list", reason, before: live, ...kept ? { kept: kept.style_id } : {} }]
  };
  if (file !== void 0) plan.file = file;
  return plan;
}
function reservedName(list) {
  return {
    code: "reserved-name",
    message: `"${list.name}" starts with "${PREVIEW_PREFIX.trim()}", the prefix of the temporary lists translate checks create; such lists are never managed.`,
    hint: `Rename the list in ${list.file}.`,
    list: list.name,
    file: list.file
  };
}
function refusedReplace(want, have) {
  const repin = want.style_id !== void 0 ? ` and replace the style_id pin in ${want.file} with the new id` : "";
  return {
    code: "replace-refused",
    message: `"${want.name}" changes language from ${have.language} to ${want.language}. The service cannot change a list's language, so the list (style_id ${have.style_id}) would be deleted and created again with a NEW style_id: every translation request that passes the old style_id must be updated to the new one.`,
    hint: `If that is intended, re-run with --allow-replace (in the Action: \`allow-replace: true\`)${repin}; otherwise set language back to ${have.language} in ${want.file}.`,
    list: want.name,
    file: want.file
  };
}
function duplicateLabel(list) {
  const seen = /* @__PURE__ */ new Set();
  for (const instruction2 of list.custom_instructions) {
    if (seen.has(instruction2.label)) return instruction2.label;
    seen.add(instruction2.label);
  }
  return void 0;
}

// src/util/plural.ts
function plural(n, one, many = `${one}s`) {
  return `${n} ${n === 1 ? one : many}`;
}

// src/plan/safety.ts
var MIN_LIVE_FOR_PERCENT = 10;
function checkSafety(plan, options) {
  const deletes = plan.lists.filter((l) => l.action === "delete" && !l.changes.some((c) => c.kind === "delete_list" && c.reason === "duplicate")).length;
  if (deletes === 0) return [];
  if (options.allowDeletes !== void 0 && options.allowDeletes >= deletes) return [];
  const problems = [];
  const lists = plural(deletes, "list");
  const accept = `If every delete is intended, re-run with --allow-deletes ${deletes} (in the Action: \`allow-deletes: ${deletes}\`)`;
  const { max_deletes, max_delete_percent } = options.thresholds;
  if (declaresNothing(plan)) {
    problems.push({
      code: "deletes-without-desired",
      message: `No style file declares a list, yet the plan deletes ${lists}.`,
      hint: `Check that stylesync runs in the right directory and that styles_dir points at the style files. ${accept}.`
    });
  }
  if (deletes > max_deletes) {
    problems.push({
      code: "too-many-deletes",
      message: `The plan deletes ${lists}, more than the limit max_deletes (${max_deletes}).`,
      hint: `Review the deletes above. ${accept}, or raise thresholds.max_deletes in stylesync.yaml.`
    });
  }
  const percent = deletes * 100 / options.liveCount;
  if (options.liveCount >= MIN_LIVE_FOR_PERCENT && percent > max_delete_percent) {
    problems.push({
      code: "too-many-deletes-percent",
      message: `The plan deletes ${lists} of ${options.liveCount} live (${formatPercent(percent)}%), more than the limit max_delete_percent (${max_delete_percent}%).`,
      hint: `Review the deletes above. ${accept}, or raise thresholds.max_delete_percent in stylesync.yaml.`
    });
  }
  return problems;
}
function declaresNothing(plan) {
  return plan.unchanged.length === 0 && plan.lists.every((l) => l.file === void 0) && plan.problems.every((p) => p.file === void 0);
}
function formatPercent(value) {
  return Number.isInteger(value) ? String(value) : value.toFixed(1);
}

// src/plan/subset.ts
var CONFLICTS = /* @__PURE__ */ new Set(["duplicate-name", "duplicate-pin"]);
function restrictPlan(plan, subset) {
  const files = new Set(subset.lists.map((l) => l.file));
  const names = new Set(subset.lists.map((l) => l.name));
  const concerns = (p) => CONFLICTS.has(p.code) || p.file === void 0 && p.list === void 0 || p.file !== void 0 && files.has(p.file) || p.list !== void 0 && names.has(p.list);
  const lists = plan.lists.filter((l) => l.file !== void 0 && files.has(l.file));
  const touched = new Set(lists.flatMap((l) => l.style_id === void 0 ? [] : [l.style_id]));
  const created = new Set(lists.flatMap((l) => l.changes.flatMap((c) => c.kind === "create_list" ? [c.body.name] : [])));
  const restricted = {
    ...plan,
    partial: subset.partial,
    lists,
    unchanged: plan.unchanged.filter((name) => names.has(name)),
    unmanaged: [],
    summary: summarize(lists),
    fingerprint: {
      versions: Object.fromEntries(Object.entries(plan.fingerprint.versions).filter(([id]) => touched.has(id))),
      absent_names: plan.fingerprint.absent_names.filter((name) => created.has(name))
    },
    desired_checksum: desiredChecksum(subset.lists),
    problems: plan.problems.filter(concerns)
  };
  const blocked = (plan.blocked ?? []).filter(concerns);
  if (blocked.length > 0) restricted.blocked = blocked;
  else delete restricted.blocked;
  return restricted;
}

// src/apply/plan-live.ts
async function planAgainstLive(desired, config, api, flags) {
  const concurrency = flags.readConcurrency === void 0 ? {} : { concurrency: flags.readConcurrency };
  let requests = 0;
  const reads = [];
  for (let read = 0; read < MAX_LISTING_READS; read++) {
    const expect = reads.at(-1)?.length ?? desired.length;
    const answer = await (read === 0 && flags.firstRead !== void 0 ? flags.firstRead : api.listAll({ ...concurrency, expect }));
    requests += answer.requests;
    const previous = reads.at(-1);
    reads.push(answer.lists);
    const plan = planOnce(desired, config, answer.lists, flags);
    const settled = answer.pages <= 1 || !mayRestOnSkip(plan) || previous !== void 0 && sameListing(previous, answer.lists);
    if (settled) return { plan, live: answer.lists, requests };
  }
  throw listingMoved(
    reads.map((lists) => `${lists.length} lists`),
    []
  );
}
function mayRestOnSkip(plan) {
  return plan.lists.some((list) => list.action === "create" || list.action === "replace") || plan.problems.some((problem2) => problem2.code === "stale-pin");
}
function planOnce(desired, config, live, flags) {
  const prune = flags.subset === void 0 && (Boolean(flags.prune) || config.prune);
  const whole = diff(desired, live, {
    prune,
    ignore: config.ignore,
    allowReplace: Boolean(flags.allowReplace),
    ...flags.target ? { target: flags.target } : {}
  });
  const plan = flags.subset === void 0 ? whole : restrictPlan(whole, flags.subset);
  const safety = checkSafety(plan, {
    liveCount: withoutPreviews(live).length,
    thresholds: config.thresholds,
    ...flags.allowDeletes === void 0 ? {} : { allowDeletes: flags.allowDeletes }
  });
  plan.planned_with = { prune, allow_replace: Boolean(flags.allowReplace), allow_deletes: flags.allowDeletes ?? null };
  if (flags.appliesTo !== void 0) plan.applies_to = flags.appliesTo;
  return safety.length === 0 ? plan : { ...plan, problems: [...plan.problems, ...safety] };
}
function appliesTo(session) {
  return { target: session.target.name, base_url: session.target.baseUrl, styles_dir: repoPath(session.config.root, session.config.styles_dir) };
}
function repoPath(root, path7) {
  return relative(root, path7).split(sep).join("/") || ".";
}

// src/checks/previews-on-service.ts
var PreviewsOnService = class {
  names = /* @__PURE__ */ new Set();
  add(name) {
    this.names.add(name);
  }
  delete(name) {
    this.names.delete(name);
  }
  list() {
    return [...this.names].sort();
  }
  /** The lines to print before the process ends at once, or undefined when none is left. Names are user text: the caller escapes them. */
  farewell() {
    const names = this.list();
    if (names.length === 0) return void 0;
    return {
      names,
      hint: "A later `plan --check-translations` deletes them once they are an hour old; or delete them by hand now."
    };
  }
};

// src/checks/plan-checks.ts
import { randomBytes } from "node:crypto";

// src/checks/cache-dir.ts
import { isAbsolute, join } from "node:path";
function cacheDir(env) {
  if (env.GITHUB_ACTIONS === "true" && env.RUNNER_TEMP) return join(env.RUNNER_TEMP, "stylesync-cache");
  if (env.XDG_CACHE_HOME && isAbsolute(env.XDG_CACHE_HOME)) return join(env.XDG_CACHE_HOME, "stylesync");
  if (env.HOME && isAbsolute(env.HOME)) return join(env.HOME, ".cache", "stylesync");
  if (env.LOCALAPPDATA && isAbsolute(env.LOCALAPPDATA)) return join(env.LOCALAPPDATA, "stylesync", "cache");
  return void 0;
}

// src/config/diagnostic.ts
function diagnostic(severity, code, at2, message, hint) {
  return { severity, code, message, hint, file: at2.file, line: at2.pos.line, col: at2.pos.col, path: at2.path ?? "" };
}
var START = { line: 1, col: 1 };

// src/catalog/root-language.ts
function rootLanguage(code) {
  return (code.split("-")[0] ?? code).toLowerCase();
}

// src/util/or-list.ts
function orList(items) {
  if (items.length <= 1) return items.join("");
  return `${items.slice(0, -1).join(", ")} or ${items[items.length - 1]}`;
}

// src/config/suggest.ts
function closest(input, candidates, limit = 3, maxDistance = Infinity) {
  const scored = [];
  for (const candidate of candidates) {
    const distance = editDistance(input, candidate);
    if (distance <= maxDistance) scored.push({ candidate, distance });
  }
  scored.sort((a, b) => a.distance - b.distance || a.candidate.localeCompare(b.candidate));
  return scored.slice(0, limit).map((s) => s.candidate);
}
function typoSuggestions(input, candidates, limit = 3) {
  const list = [...candidates];
  const near = closest(input, list, limit, Math.max(2, Math.floor(input.length / 3)));
  const need = Math.max(4, Math.ceil(input.length / 2));
  const started = list.filter((c) => c !== input && !near.includes(c) && commonPrefix(input, c) >= need);
  return [...near, ...started].slice(0, limit);
}
function fittingSuggestions(input, candidates, fit, limit = 3) {
  const fitting = candidates.filter((c) => fit(c) !== "foreign");
  const pool = fitting.length > 0 ? fitting : [...candidates];
  const slip = Math.max(1, Math.floor(input.length / 10));
  const slips = closest(input, pool, limit, slip);
  const others = pool.filter((c) => !slips.includes(c));
  const rest = closest(input, others.filter((c) => fit(c) !== "own"), limit);
  const own2 = closest(input, others.filter((c) => fit(c) === "own"), rest.length > 0 ? limit - 1 : limit);
  return [...slips, ...own2, ...rest].slice(0, limit);
}
function commonPrefix(a, b) {
  let k = 0;
  while (k < a.length && k < b.length && a[k] === b[k]) k++;
  return k;
}
function editDistance(a, b) {
  if (a === b) return 0;
  const n = a.length;
  const m = b.length;
  if (n === 0) return m;
  if (m === 0) return n;
  let before = new Array(m + 1).fill(0);
  let previous = Array.from({ length: m + 1 }, (_, j) => j);
  let current = new Array(m + 1).fill(0);
  for (let i = 1; i <= n; i++) {
    current[0] = i;
    for (let j = 1; j <= m; j++) {
      const cost2 = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost2);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d = Math.min(d, before[j - 2] + 1);
      current[j] = d;
    }
    [before, previous, current] = [previous, current, before];
  }
  return previous[m];
}

// src/checks/check-languages.ts
var PREVIEW_STATUSES = /* @__PURE__ */ new Set(["beta", "early_access"]);
function checkLanguages(lists, sets) {
  const out = /* @__PURE__ */ new Map();
  const add = (d) => out.set(`${d.file}:${d.line}:${d.col}:${d.code}`, d);
  const styleRules = index(sets.style_rules);
  const translate3 = index(sets.translate_text);
  for (const list of lists) {
    if (list.state !== "present") continue;
    const at2 = list.languageOrigin ?? list.origin;
    checkCode(list.language, "target", styleRules, sets.style_rules, { at: at2, path: "language", what: "list language", resource: "style rule lists" }, add);
    list.custom_instructions.forEach((instruction2, i) => {
      if (instruction2.source_language === void 0) return;
      const where4 = instruction2.source_language_origin ?? instruction2.origin;
      const own2 = where4.file === list.file;
      const path7 = own2 ? `custom_instructions[${i}].source_language` : "source_language";
      checkCode(instruction2.source_language, "source", translate3, sets.translate_text, { at: where4, path: path7, what: "instruction source_language", resource: "translation" }, add);
    });
    for (const example of list.examples) {
      if (example.source_language !== void 0) {
        const where4 = example.at.source_language ?? example.origin;
        checkCode(example.source_language, "source", translate3, sets.translate_text, { at: where4, path: `${example.path}.source_language`, what: "example source_language", resource: "translation" }, add);
      }
      if (example.target_language !== void 0) {
        const where4 = example.at.target_language ?? example.origin;
        checkCode(example.target_language, "target", translate3, sets.translate_text, { at: where4, path: `${example.path}.target_language`, what: "example target_language", resource: "translation" }, add);
      } else {
        checkDefaultTarget(list, example.origin, example.path, sets.translate_text, add);
      }
    }
  }
  return [...out.values()];
}
function examplesAsWarnings(diagnostics) {
  return diagnostics.map((d) => d.severity === "error" && d.path.startsWith("examples[") ? { ...d, severity: "warning" } : d);
}
function index(entries2) {
  return new Map(entries2.map((e) => [e.lang.toLowerCase(), e]));
}
function usable(entry, role) {
  return role === "source" ? entry.usable_as_source : entry.usable_as_target;
}
function checkCode(code, role, byCode, all, where4, add) {
  const entry = byCode.get(code.toLowerCase());
  const pos = { file: where4.at.file, pos: where4.at, path: where4.path };
  if (!entry || !usable(entry, role)) {
    const choices = all.filter((e) => usable(e, role)).map((e) => e.lang);
    const sameRoot = choices.filter((c) => rootLanguage(c) === rootLanguage(code));
    const why = entry ? `is a ${where4.resource} language only as a ${role === "source" ? "target" : "source"}` : `is not a ${where4.resource} language of this account`;
    add(
      diagnostic(
        "error",
        `unsupported-${role}-language`,
        pos,
        `${where4.what} \`${code}\` ${why}: the service reports it is not usable as a ${role}`,
        sameRoot.length > 0 ? `Use ${codes(sameRoot)}.` : `Use one of the ${role} languages the service lists: ${shortList(choices)}. Run with --refresh-languages if the account gained it today.`
      )
    );
    return;
  }
  warnPreview(entry, code, where4, add);
}
function defaultTarget(listLanguage, translateText) {
  const own2 = translateText.find((e) => e.lang.toLowerCase() === listLanguage.toLowerCase());
  if (own2?.usable_as_target) return listLanguage;
  return translateText.find((e) => e.usable_as_target && rootLanguage(e.lang) === rootLanguage(listLanguage))?.lang;
}
function checkDefaultTarget(list, at2, path7, all, add) {
  const chosen = defaultTarget(list.language, all);
  if (chosen === list.language) return;
  const variants = all.filter((e) => e.usable_as_target && rootLanguage(e.lang) === rootLanguage(list.language)).map((e) => e.lang);
  const pos = { file: at2.file, pos: at2, path: path7 };
  if (chosen === void 0) {
    add(
      diagnostic(
        "error",
        "unsupported-target-language",
        pos,
        `the example has no target_language, and the service offers no translation target of the list's language \`${list.language}\``,
        "Remove the example, or move it to a list whose language the service translates into."
      )
    );
    return;
  }
  add(
    diagnostic(
      "warning",
      "default-target-language",
      pos,
      `the example has no target_language and \`${list.language}\` is not a translation target on its own, so it is translated into \`${chosen}\``,
      `Set \`target_language\` on the example to choose: ${codes(variants)}.`
    )
  );
}
function warnPreview(entry, code, where4, add) {
  const pos = { file: where4.at.file, pos: where4.at, path: where4.path };
  if (entry.status !== void 0 && PREVIEW_STATUSES.has(entry.status)) {
    add(
      diagnostic(
        "warning",
        "preview-language",
        pos,
        `${where4.what} \`${code}\` is in ${entry.status.replace("_", " ")} for ${where4.resource}: it works, but may change or be withdrawn`,
        "Keep it if that risk is acceptable; check the service changelog before relying on it in production."
      )
    );
  }
  for (const [feature, info2] of Object.entries(entry.features)) {
    if (!PREVIEW_STATUSES.has(info2.status)) continue;
    add(
      diagnostic(
        "warning",
        "preview-feature",
        pos,
        `feature ${feature} of ${where4.what} \`${code}\` is in ${info2.status.replace("_", " ")} for ${where4.resource}`,
        "It may change or be withdrawn; check the service changelog before relying on it."
      )
    );
  }
}
function codes(items) {
  return orList(items.map((i) => `\`${i}\``));
}
function shortList(items) {
  return items.length > 12 ? `${items.slice(0, 12).join(", ")}, \u2026` : items.join(", ");
}

// src/checks/language-cache.ts
import { createHash as createHash2 } from "node:crypto";
import { mkdir as mkdir2, readFile, rename as rename2, writeFile as writeFile2 } from "node:fs/promises";
import { join as join2 } from "node:path";
var LANGUAGE_CACHE_TTL_MS = 24 * 60 * 60 * 1e3;
function languageCacheFile(dir, baseUrl, resource) {
  const hash = createHash2("sha256").update(`${baseUrl}
${resource}`).digest("hex").slice(0, 24);
  return join2(dir, `languages-${hash}.json`);
}
async function readLanguageCache(file, baseUrl, resource, now) {
  let record2;
  try {
    record2 = JSON.parse(await readFile(file, "utf8"));
  } catch {
    return void 0;
  }
  if (record2.format !== 1 || record2.base_url !== baseUrl || record2.resource !== resource || !Array.isArray(record2.languages)) return void 0;
  const age = now.getTime() - Date.parse(record2.fetched_at ?? "");
  if (!(age >= 0 && age < LANGUAGE_CACHE_TTL_MS)) return void 0;
  try {
    return parseLanguages(record2.languages);
  } catch {
    return void 0;
  }
}
async function writeLanguageCache(file, baseUrl, resource, languages, now) {
  const record2 = { format: 1, base_url: baseUrl, resource, fetched_at: now.toISOString(), languages };
  const temporary = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
  try {
    await mkdir2(join2(file, ".."), { recursive: true });
    await writeFile2(temporary, `${JSON.stringify(record2)}
`);
    await rename2(temporary, file);
    return void 0;
  } catch (error2) {
    return error2.message;
  }
}

// src/checks/load-languages.ts
var LANGUAGE_RESOURCES = ["style_rules", "translate_text"];
async function loadLanguages(api, options) {
  const notes = [];
  let requests = 0;
  const load = async (resource) => {
    const file = options.cacheDir === void 0 ? void 0 : languageCacheFile(options.cacheDir, options.baseUrl, resource);
    if (file !== void 0 && !options.refresh) {
      const cached2 = await readLanguageCache(file, options.baseUrl, resource, options.now);
      if (cached2) return cached2;
    }
    requests++;
    const { value } = await api.languages(resource, ["beta"]);
    if (file !== void 0) {
      const problem2 = await writeLanguageCache(file, options.baseUrl, resource, value, options.now);
      if (problem2 !== void 0) notes.push(`The language cache could not be written (${problem2}); the languages are read from the service on every run.`);
    }
    return value;
  };
  const [styleRules, translateText] = await Promise.all(LANGUAGE_RESOURCES.map(load));
  return { sets: { style_rules: styleRules ?? [], translate_text: translateText ?? [] }, requests, notes };
}

// src/checks/online-languages.ts
async function onlineLanguageChecks(desired, api, options) {
  try {
    const loaded = await loadLanguages(api, options);
    return { diagnostics: checkLanguages(desired, loaded.sets), requests: loaded.requests, notes: loaded.notes, sets: loaded.sets };
  } catch (error2) {
    if (!(error2 instanceof StylesyncError)) throw error2;
    return { diagnostics: [], requests: 0, notes: [], skipped: `the languages could not be read: ${error2.message} (${error2.hint})` };
  }
}

// src/util/limiter.ts
function limiter(concurrency) {
  const max = Math.max(1, Math.floor(concurrency) || 1);
  let running = 0;
  const waiting = [];
  return async (task) => {
    if (running >= max) await new Promise((resolve3) => waiting.push(resolve3));
    else running++;
    try {
      return await task();
    } finally {
      const next = waiting.shift();
      if (next) next();
      else running--;
    }
  };
}

// src/checks/expectations.ts
var KINDS = ["contains", "not_contains", "matches"];
function evaluateExpectations(example, translation) {
  const results = [];
  for (const kind of KINDS) {
    (example.expect?.[kind] ?? []).forEach((value, i) => {
      results.push({ kind, value, met: meets(kind, value, translation), origin: example.at[`expect.${kind}[${i}]`] ?? example.origin });
    });
  }
  return results;
}
function meets(kind, value, text2) {
  switch (kind) {
    case "contains":
      return text2.includes(value);
    case "not_contains":
      return !text2.includes(value);
    case "matches":
      return new RegExp(value, "u").test(text2);
  }
}

// src/checks/leftovers.ts
var LEFTOVER_AGE_MS = 60 * 60 * 1e3;
function staleLeftovers(live, now) {
  return live.filter((list) => {
    if (!isPreviewList(list) || list.creation_time === void 0) return false;
    const created = Date.parse(list.creation_time);
    return Number.isFinite(created) && now.getTime() - created > LEFTOVER_AGE_MS;
  });
}

// src/checks/select-examples.ts
function selectExamples(desired, live, plan) {
  const { matches } = matchLists(desired, withoutPreviews(live));
  const planned = new Map(plan.lists.filter((l) => l.file !== void 0 && l.action !== "delete").map((l) => [l.file, l]));
  const unchanged = new Set(plan.unchanged);
  const jobs = [];
  for (const { desired: list, live: have } of matches) {
    if (list.state !== "present" || list.examples.length === 0) continue;
    const change2 = planned.get(list.file);
    const renameOnly = change2?.action === "update" && change2.changes.every((c) => c.kind === "rename_list");
    if (change2 && !renameOnly) {
      if (change2.action === "update" && have) jobs.push({ desired: list, mode: "changed", live: have });
      else jobs.push({ desired: list, mode: "new" });
    } else if (have && (renameOnly || unchanged.has(list.name))) {
      jobs.push({ desired: list, mode: "unchanged", live: have });
    }
  }
  return jobs;
}
function translationsPerExample(mode) {
  return mode === "changed" ? 2 : 1;
}
function estimateCost(jobs) {
  let characters = 0;
  let translations = 0;
  for (const job of jobs) {
    const per = translationsPerExample(job.mode);
    for (const example of job.desired.examples) {
      characters += codePointLength(example.text) * per;
      translations += per;
    }
  }
  return { characters, translations };
}
function minimumCost(desired) {
  let characters = 0;
  for (const list of desired) {
    if (list.state !== "present") continue;
    for (const example of list.examples) characters += codePointLength(example.text);
  }
  return characters;
}

// src/checks/run-translations.ts
var DEFAULT_MAX_CHECK_CHARACTERS = 5e3;
var STOPPED = "not sent: the run was interrupted (Ctrl+C)";
async function runTranslations(desired, live, plan, api, options) {
  const jobs = selectExamples(desired, live, plan);
  const estimate = { ...estimateCost(jobs), limit: options.maxCharacters };
  const report = { estimate, billed_characters: 0, lists: [], leftovers_removed: [], failures: 0, requests: 0 };
  const refused = options.refuse ?? (estimate.characters > options.maxCharacters ? { message: refusal(estimate.characters, estimate.translations, options.maxCharacters), hint: BUDGET_HINT } : void 0);
  if (refused !== void 0) {
    report.refused = refused;
    report.failures = 1;
    return report;
  }
  const limit = limiter(options.concurrency);
  const send2 = (task) => limit(() => {
    if (options.stopped?.()) return Promise.reject(new Error(STOPPED));
    report.requests++;
    return task();
  });
  const cleanup = (task) => limit(() => {
    report.requests++;
    return task();
  });
  await Promise.all(
    staleLeftovers(live, options.now()).map(async (list) => {
      try {
        await send2(() => api.deleteList(list.style_id));
        report.leftovers_removed.push({ style_id: list.style_id, name: list.name });
      } catch {
      }
    })
  );
  const context = {
    api,
    send: send2,
    cleanup,
    runId: options.runId,
    ...options.previews === void 0 ? {} : { previews: options.previews },
    billed: (n) => void (report.billed_characters += n),
    target: (example, list) => example.target_language ?? options.defaultTarget?.(list.language) ?? list.language
  };
  report.lists = await Promise.all(jobs.map((job) => runJob(job, context)));
  for (const list of report.lists) {
    report.failures += list.examples.filter((e) => e.status !== "passed").length;
    if (list.preview?.error !== void 0) report.failures++;
  }
  return report;
}
var BUDGET_HINT = "Raise --max-check-characters, or keep fewer or shorter examples (each is billed once per translation).";
function refusal(characters, translations, limit) {
  const what = translations > 0 ? `about ${characters} characters (${translations} translations)` : `at least ${characters} characters`;
  return `The translate checks would bill ${what}, more than --max-check-characters ${limit}; nothing was sent.`;
}
async function runJob(job, ctx) {
  const list = job.desired;
  const check = { name: list.name, file: list.file, language: list.language, mode: job.mode, examples: [] };
  if (job.live) check.style_id = job.live.style_id;
  if (job.mode === "unchanged") {
    const liveId = job.live.style_id;
    check.examples = await Promise.all(list.examples.map((example) => runExample(example, list, { after: liveId }, ctx)));
    return check;
  }
  const name = `${PREVIEW_PREFIX}${ctx.runId} ${list.name}`;
  const preview = { name, deleted: false };
  check.preview = preview;
  let sent = true;
  try {
    try {
      const made = await ctx.send(() => {
        ctx.previews?.add(name);
        return ctx.api.create({ ...createListBody(list), name });
      });
      preview.style_id = made.value.style_id;
    } catch (error2) {
      if (messageOf(error2) === STOPPED) sent = false;
      const message = `could not create the preview list: ${messageOf(error2)}`;
      check.examples = list.examples.map((example) => ({ ...baseResult(example, list, ctx), status: "error", error: message }));
      return check;
    }
    const ids = { after: preview.style_id, ...job.mode === "changed" && job.live ? { before: job.live.style_id } : {} };
    check.examples = await Promise.all(list.examples.map((example) => runExample(example, list, ids, ctx)));
    return check;
  } finally {
    if (sent) await removePreview(preview, ctx);
    else preview.deleted = true;
    if (preview.deleted) ctx.previews?.delete(name);
  }
}
async function removePreview(preview, ctx) {
  try {
    let ids = preview.style_id === void 0 ? [] : [preview.style_id];
    if (ids.length === 0) {
      const { lists } = await ctx.cleanup(() => ctx.api.listAll());
      ids = lists.filter((l) => l.name === preview.name).map((l) => l.style_id);
      if (ids.length === 0) {
        preview.deleted = true;
        return;
      }
      preview.style_id = ids[0];
    }
    for (const id of ids) await ctx.cleanup(() => ctx.api.deleteList(id));
    preview.deleted = true;
  } catch (error2) {
    preview.error = `could not delete the preview list ${JSON.stringify(preview.name)}${preview.style_id ? ` (style_id ${preview.style_id})` : ""}: ${messageOf(error2)}. A later run with --check-translations removes it once it is an hour old, or delete it by hand.`;
  }
}
async function runExample(example, list, ids, ctx) {
  const result = baseResult(example, list, ctx);
  try {
    const [before, after] = await Promise.all([
      ids.before === void 0 ? void 0 : translate(example, result.target_language, ids.before, ctx),
      ids.after === void 0 ? void 0 : translate(example, result.target_language, ids.after, ctx)
    ]);
    if (before !== void 0) result.before = before;
    if (after !== void 0) {
      result.after = after;
      result.expectations = evaluateExpectations(example, after);
    }
    result.status = result.expectations.every((e) => e.met) ? "passed" : "failed";
  } catch (error2) {
    result.status = "error";
    result.error = messageOf(error2);
  }
  return result;
}
async function translate(example, target, styleId, ctx) {
  const { value } = await ctx.send(
    () => ctx.api.translate({
      text: [example.text],
      target_lang: target,
      ...example.source_language === void 0 ? {} : { source_lang: example.source_language },
      ...example.context === void 0 ? {} : { context: example.context },
      style_id: styleId,
      show_billed_characters: true
    })
  );
  if (value.billed_characters !== void 0) ctx.billed(value.billed_characters);
  const first = value.translations[0];
  if (!first) throw new Error("the service answered without a translation");
  return first.text;
}
function baseResult(example, list, ctx) {
  const result = {
    origin: example.origin,
    path: example.path,
    text: example.text,
    target_language: ctx.target(example, list),
    expectations: [],
    status: "passed"
  };
  if (example.source_language !== void 0) result.source_language = example.source_language;
  if (example.context !== void 0) result.context = example.context;
  return result;
}
function messageOf(error2) {
  if (error2 instanceof StylesyncError) return `${error2.message} (${error2.hint})`;
  return error2 instanceof Error ? error2.message : String(error2);
}

// src/checks/plan-checks.ts
function refuseOverBudget(desired, options) {
  if (!options.checkTranslations) return;
  const least = minimumCost(desired);
  if (least > options.maxCheckCharacters) throw new StylesyncError(refusal(least, 0, options.maxCheckCharacters), BUDGET_HINT, { code: "over-budget" });
}
async function languageChecks(desired, api, options) {
  const { notes, sets, ...report } = await onlineLanguageChecks(desired, api, {
    baseUrl: options.baseUrl,
    cacheDir: cacheDir(options.env),
    refresh: options.refreshLanguages,
    now: (options.now ?? (() => /* @__PURE__ */ new Date()))()
  });
  if (!options.checkTranslations) report.diagnostics = examplesAsWarnings(report.diagnostics);
  return { report, notes, ...sets ? { sets } : {} };
}
async function planChecks(desired, plan, live, api, languages, options) {
  const checks = { languages: languages.report };
  const languageErrors = languages.report.diagnostics.some((d) => d.severity === "error");
  if (options.checkTranslations) {
    const sets = languages.sets;
    checks.translations = await runTranslations(desired, live, plan, api, {
      concurrency: options.concurrency,
      maxCharacters: options.maxCheckCharacters,
      now: options.now ?? (() => /* @__PURE__ */ new Date()),
      runId: randomBytes(4).toString("hex"),
      ...options.stopped === void 0 ? {} : { stopped: options.stopped },
      ...options.previews === void 0 ? {} : { previews: options.previews },
      ...sets ? { defaultTarget: (language2) => defaultTarget(language2, sets.translate_text) ?? language2 } : {},
      // A language the service refuses would only come back as failed (billed) requests.
      ...languageErrors ? { refuse: { message: "The language checks found errors, so no translate check was sent.", hint: "Fix the language errors above, then run the checks again." } } : {}
    });
  }
  if (languageErrors) return { checks, failure: "language" };
  if ((checks.translations?.failures ?? 0) > 0 && options.failOnCheck) return { checks, failure: "translate" };
  return { checks };
}

// src/app/subset.ts
import { statSync } from "node:fs";
import path2 from "node:path";

// src/config/paths.ts
import path from "node:path";
function isYamlFileName(name) {
  return name.endsWith(".yaml") || name.endsWith(".yml");
}
function repoRelative(root, abs) {
  const rel = path.relative(root, abs);
  if (rel === "") return ".";
  if (rel === ".." || rel.startsWith(`..${path.sep}`) || path.isAbsolute(rel)) return void 0;
  return rel.split(path.sep).join("/");
}
function fragmentMatcher(fragmentDirs) {
  const prefixes = fragmentDirs.map((d) => d === "." ? "" : `${d.replace(/\/+$/, "")}/`);
  return (file) => path.posix.basename(file).startsWith("_") || prefixes.some((p) => p === "" || file.startsWith(p));
}

// src/app/subset.ts
function selectSubset(config, desired, choice) {
  const selected = /* @__PURE__ */ new Set();
  const paths = [];
  for (const abs of choice.paths) {
    refuseFragment(config, desired, abs);
    const rel = pathInStyles(config, abs);
    const under = (file) => rel === "." || file === rel || file.startsWith(`${rel}/`);
    const found = desired.filter((l) => under(l.file));
    if (found.length === 0) throw noListAt(abs, rel);
    for (const list of found) selected.add(list);
    paths.push(rel);
  }
  for (const name of choice.lists) {
    const found = desired.filter((l) => l.name === name);
    if (found.length === 0) throw noListNamed(name, desired);
    for (const list of found) selected.add(list);
  }
  const partial = { paths: unique(paths), lists: unique(choice.lists) };
  return { partial, lists: desired.filter((l) => selected.has(l)) };
}
function savedChoice(config, partial) {
  return { paths: partial.paths.map((p) => path2.resolve(config.root, p)), lists: partial.lists };
}
function pathInStyles(config, abs) {
  const rel = repoRelative(config.root, abs);
  const styles = repoRelative(config.root, config.styles_dir) ?? config.styles_dir;
  const inStyles = repoRelative(config.styles_dir, abs) !== void 0;
  if (rel === void 0 || !inStyles) {
    throw new StylesyncError(
      `${rel ?? abs} is not in the styles directory (${styles}); a partial plan selects style files there.`,
      `Give style files or directories under ${styles}/, or list names with --list NAME. To plan another directory, pass --dir.`,
      { code: "subset-invalid" }
    );
  }
  return rel;
}
function refuseFragment(config, desired, abs) {
  const rel = repoRelative(config.root, abs);
  const fragments = fragmentMatcher(config.fragments.map((d) => repoRelative(config.root, d) ?? d));
  if (rel === void 0 || rel === "." || !fragments(rel) || statKind(abs) === "missing") return;
  const users = desired.filter((l) => usesFile(l, rel)).map((l) => l.file);
  throw new StylesyncError(
    `${rel} is a fragment (shared by \`extends\`), not a list; a partial plan selects lists.`,
    users.length > 0 ? `Give the lists that take values from it: ${users.join(" ")} (the fragment is read for them).` : "Give the style files of the lists that extend it; fragments are always read for them.",
    { code: "subset-invalid" }
  );
}
function noListAt(abs, rel) {
  const fail = (message, hint) => new StylesyncError(message, hint, { code: "subset-invalid" });
  const kind = statKind(abs);
  if (kind === "missing") return fail(`${rel} does not exist.`, "Check the path; it is relative to the current directory.");
  if (kind === "file" && !isYamlFileName(rel)) return fail(`${rel} is not a style file (.yaml or .yml).`, "Give style files or the directories holding them; a saved plan is applied alone: `stylesync apply plan.json`.");
  return fail(`${rel} declares no style list.`, "Give a style file (one with `name:` and `language:`) or a directory holding some.");
}
function noListNamed(name, desired) {
  const near = typoSuggestions(name, desired.map((l) => l.name));
  const mean = near.length > 0 ? `Did you mean ${near.map((n) => JSON.stringify(n)).join(" or ")}? ` : "";
  return new StylesyncError(
    `No style file declares a list named ${JSON.stringify(name)}.`,
    `${mean}--list matches the \`name:\` of a style file exactly (case-sensitive); a live list no file manages is brought in with \`stylesync import\`.`,
    { code: "subset-invalid" }
  );
}
function usesFile(list, file) {
  const origins = [list.origin, list.languageOrigin, ...Object.values(list.ruleOrigins), ...list.custom_instructions.map((i) => i.origin), ...list.examples.map((e) => e.origin)];
  return origins.some((o) => o?.file === file);
}
function statKind(abs) {
  try {
    return statSync(abs).isDirectory() ? "dir" : "file";
  } catch {
    return "missing";
  }
}
function unique(items) {
  return [...new Set(items)].sort();
}

// src/app/plan-project.ts
async function planProject(session, options) {
  const desired = subsetOf(session, options.planning)?.lists ?? session.result.lists;
  const checkOptions = { ...options.checks, baseUrl: session.target.baseUrl, env: options.env };
  try {
    refuseOverBudget(desired, checkOptions);
  } catch (error2) {
    session.firstRead?.abandon();
    throw error2;
  }
  const [{ plan, live }, languages] = await Promise.all([
    planAgainstLive(desired, session.config, session.api, withFirstRead(session, planFlags(session, { readConcurrency: options.checks.concurrency, ...options.planning }))),
    languageChecks(desired, session.api, checkOptions)
  ]);
  for (const text2 of languages.notes) options.onEvent?.({ kind: "note", text: text2 });
  const previews = new PreviewsOnService();
  const lastWords = () => {
    const left = previews.farewell();
    if (left !== void 0) options.onEvent?.({ kind: "previews-left", left });
  };
  const { checks, failure } = checkOptions.checkTranslations ? await interruptible(
    options.onInterrupt,
    () => options.onEvent?.({ kind: "stopping", what: "translations" }),
    (stopped) => planChecks(desired, plan, live, session.api, languages, { ...checkOptions, stopped, previews }),
    lastWords
  ) : await planChecks(desired, plan, live, session.api, languages, checkOptions);
  return { plan, live, checks, ...failure === void 0 ? {} : { failure } };
}
async function planLive(session, planning) {
  const { plan, live } = await planAgainstLive(session.result.lists, session.config, session.api, withFirstRead(session, planFlags(session, planning)));
  return { plan, live };
}
function withFirstRead(session, flags) {
  const firstRead = session.firstRead?.take();
  return firstRead === void 0 ? flags : { ...flags, firstRead };
}
function planFlags(session, planning) {
  return {
    prune: planning.prune,
    allowReplace: planning.allowReplace,
    ...planning.allowDeletes === void 0 ? {} : { allowDeletes: planning.allowDeletes },
    target: session.target.name,
    appliesTo: appliesTo(session),
    ...planning.readConcurrency === void 0 ? {} : { readConcurrency: planning.readConcurrency },
    ...planning.subset === void 0 ? {} : { subset: subsetOf(session, planning) }
  };
}
function subsetOf(session, planning) {
  return planning.subset === void 0 ? void 0 : selectSubset(session.config, session.result.lists, planning.subset);
}

// src/config/project.ts
import { realpathSync } from "node:fs";
import path6 from "node:path";

// src/config/load.ts
var import_yaml3 = __toESM(require_dist(), 1);
import { closeSync, constants as constants3, fstatSync, openSync, readFileSync } from "node:fs";
import { readdir as readdir2, stat as stat2 } from "node:fs/promises";
import path3 from "node:path";

// src/config/anchor-count.ts
var import_yaml = __toESM(require_dist(), 1);
var MAX_ALIAS_COUNT = 100;
var MAX_ANCHOR_COUNT = 1e3;
var MARKERS = /* @__PURE__ */ new Set(["", "", ""]);
function anchorProblem(text2, file) {
  let stars = 0;
  let ampersands = 0;
  for (let k = 0; k < text2.length; k++) {
    const c = text2.charCodeAt(k);
    if (c === 42) stars++;
    else if (c === 38) ampersands++;
  }
  if (stars <= MAX_ALIAS_COUNT && ampersands <= MAX_ANCHOR_COUNT) return void 0;
  let aliases = 0;
  let anchors = 0;
  let offset = 0;
  for (const token of new import_yaml.Lexer().lex(text2)) {
    const type = import_yaml.CST.tokenType(token);
    if (type === "alias" && ++aliases > MAX_ALIAS_COUNT) return tooMany2("alias", file, at(text2, offset));
    if (type === "anchor" && ++anchors > MAX_ANCHOR_COUNT) return tooMany2("anchor", file, at(text2, offset));
    if (!MARKERS.has(token)) offset += token.length;
  }
  return void 0;
}
function tooMany2(kind, file, pos) {
  return kind === "alias" ? diagnostic(
    "error",
    "too-many-aliases",
    { file, pos },
    `the document holds more than ${MAX_ALIAS_COUNT} aliases (*name), refused before parsing (a "billion laughs" pattern expands them)`,
    "Write the values out instead of nesting anchors and aliases (&name / *name)."
  ) : diagnostic(
    "error",
    "too-many-anchors",
    { file, pos },
    `the document holds more than ${MAX_ANCHOR_COUNT.toLocaleString("en-US")} anchors (&name), refused before parsing; a style file needs a few at most`,
    "Remove the anchors (&name) that no alias (*name) uses, and write the values out."
  );
}
function at(text2, offset) {
  let line = 1;
  let lineStart = 0;
  for (let k = text2.indexOf("\n"); k !== -1 && k < offset; k = text2.indexOf("\n", k + 1)) {
    line++;
    lineStart = k + 1;
  }
  return { line, col: offset - lineStart + 1 };
}

// src/config/position.ts
function posNode(line, col) {
  return { line, col, keyLine: 0, keyCol: 0, map: void 0, seq: void 0, empty: false };
}
function setChild(map, key, child) {
  if (key === "__proto__") Object.defineProperty(map, key, { value: child, enumerable: true, writable: true, configurable: true });
  else map[key] = child;
}
function locate(root, path7, at2 = "value") {
  let node = root;
  for (const segment2 of path7) {
    const next = typeof segment2 === "number" ? node.seq?.[segment2] : node.map && Object.hasOwn(node.map, segment2) ? node.map[segment2] : void 0;
    if (!next) return { line: node.line, col: node.col };
    node = next;
  }
  if (at2 === "key" && node.keyLine > 0) return { line: node.keyLine, col: node.keyCol };
  return { line: node.line, col: node.col };
}
function formatPath(path7) {
  let out = "";
  for (const segment2 of path7) {
    if (typeof segment2 === "number") out += `[${segment2}]`;
    else out += out === "" ? segment2 : `.${segment2}`;
  }
  return out;
}

// src/config/fast-yaml.ts
function fastParse(text2) {
  try {
    return new FastParser(text2).document();
  } catch (error2) {
    if (error2 === BAIL) return void 0;
    throw error2;
  }
}
var BAIL = /* @__PURE__ */ Symbol("bail");
function bail() {
  throw BAIL;
}
var UNHANDLED_CHARS = /[\t\x00-\x08\x0b\x0c\x0e-\x1f\x7f-\x9f\u2028\u2029\ufeff\ufffe\uffff]/;
var LONE_CR = /\r(?!\n)/;
var DOCUMENT_MARKER = /^(?:---|\.\.\.)(?: |$)/;
var CORE_NON_STRING = /^(?:~|[Nn]ull|NULL|[Tt]rue|TRUE|[Ff]alse|FALSE|[-+]?\.(?:inf|Inf|INF)|\.nan|\.NaN|\.NAN|0o[0-7]+|[-+]?[0-9]+|0x[0-9a-fA-F]+|[-+]?(?:\.[0-9]+|[0-9]+(?:\.[0-9]*)?)(?:[eE][-+]?[0-9]+)?)$/;
function looksNonString(s) {
  const c = s.charCodeAt(0);
  const candidate = c >= 48 && c <= 57 || c === 43 || c === 45 || c === 46 || c === 126 || c === 110 || c === 78 || c === 116 || c === 84 || c === 102 || c === 70;
  return candidate && CORE_NON_STRING.test(s);
}
var INDICATORS = /* @__PURE__ */ new Set([..."-?:,[]{}#&*!|>'\"%@`"]);
var SPACE = 32;
function indentOf(line) {
  let k = 0;
  while (line.charCodeAt(k) === SPACE) k++;
  return k;
}
function isBlank(line) {
  return indentOf(line) === line.length;
}
function trimSpaces(s) {
  let end = s.length;
  while (end > 0 && s.charCodeAt(end - 1) === SPACE) end--;
  return end === s.length ? s : s.slice(0, end);
}
function isSeqItem(line, ind) {
  return line.charCodeAt(ind) === 45 && (line.length === ind + 1 || line.charCodeAt(ind + 1) === SPACE);
}
function keyColon(line, from) {
  let k = from;
  for (; ; ) {
    k = line.indexOf(":", k);
    if (k < 0) return -1;
    if (k + 1 === line.length || line.charCodeAt(k + 1) === SPACE) return k;
    k++;
  }
}
function isKeyLine(line, from) {
  if (INDICATORS.has(line[from])) return false;
  const k = keyColon(line, from);
  if (k < 0) return false;
  const comment2 = line.indexOf(" #", from);
  return comment2 < 0 || k < comment2;
}
function newMap() {
  return {};
}
var ESCAPES = {
  "0": "\0",
  a: "\x07",
  b: "\b",
  t: "	",
  n: "\n",
  v: "\v",
  f: "\f",
  r: "\r",
  e: "\x1B",
  " ": " ",
  '"': '"',
  "/": "/",
  "\\": "\\",
  N: "\x85",
  _: "\xA0",
  L: "\u2028",
  P: "\u2029"
};
var HEX_LENGTH = { x: 2, u: 4, U: 8 };
var FastParser = class {
  lines;
  /** Indentation of each line with content; -1 for blank and comment-only lines. */
  indents;
  i = 0;
  /** Lines that start or end a document (`---`, `...`); only one leading `---` is handled. */
  markers = 0;
  constructor(text2) {
    if (UNHANDLED_CHARS.test(text2)) bail();
    const hasCR = text2.includes("\r");
    if (hasCR && LONE_CR.test(text2)) bail();
    const lines = (hasCR ? text2.replace(/\r\n/g, "\n") : text2).split("\n");
    const indents = new Int32Array(lines.length);
    for (let k = 0; k < lines.length; k++) {
      const line = lines[k];
      const ind = indentOf(line);
      indents[k] = ind < line.length && line.charCodeAt(ind) !== 35 ? ind : -1;
      if (ind === 0 && DOCUMENT_MARKER.test(line)) this.markers++;
    }
    this.lines = lines;
    this.indents = indents;
  }
  document() {
    if (!this.skip()) bail();
    const first = this.lines[this.i];
    if (first.startsWith("%")) bail();
    let allowedMarkers = 0;
    if (first.startsWith("---")) {
      const rest = first.slice(3);
      if (rest !== "" && !/^ +(?:#.*)?$/.test(rest)) bail();
      allowedMarkers = 1;
      this.i++;
      if (!this.skip()) bail();
    }
    if (this.markers > allowedMarkers) bail();
    const root = this.block(this.indent());
    if (this.skip()) bail();
    return { data: root.value, pos: root.pos };
  }
  /** Moves to the next line with content; false at the end. */
  skip() {
    const indents = this.indents;
    while (this.i < indents.length) {
      if (indents[this.i] >= 0) return true;
      this.i++;
    }
    return false;
  }
  /** Indentation of the current line (after skip()). */
  indent() {
    return this.indents[this.i];
  }
  block(ind) {
    const line = this.lines[this.i];
    if (isSeqItem(line, ind)) return this.seq(ind);
    if (!isKeyLine(line, ind)) bail();
    return this.map(ind);
  }
  /** A block mapping whose keys start at column `col`; the first key is on the current line at that column. */
  map(col) {
    const data = {};
    const kids = newMap();
    const pos = posNode(this.i + 1, col + 1);
    pos.map = kids;
    let first = true;
    for (; ; ) {
      if (!first) {
        if (!this.skip()) break;
        const line = this.lines[this.i];
        const ind = this.indent();
        if (ind < col) break;
        if (ind > col || isSeqItem(line, ind)) bail();
      }
      first = false;
      this.entry(col, data, kids);
    }
    return { value: data, pos };
  }
  entry(col, data, kids) {
    const lineNo = this.i;
    const line = this.lines[lineNo];
    if (INDICATORS.has(line[col])) bail();
    const k = keyColon(line, col);
    if (k < 0) bail();
    const key = trimSpaces(line.slice(col, k));
    if (key === "" || key.length > 1e3 || key.includes(" #") || looksNonString(key)) bail();
    if (key === "__proto__" || Object.prototype.hasOwnProperty.call(data, key)) bail();
    let v = k + 1;
    while (line.charCodeAt(v) === SPACE) v++;
    let parsed;
    if (v >= line.length || line.charCodeAt(v) === 35) {
      this.i++;
      parsed = this.nestedOrNull(col, lineNo + 1, col + 1, true);
    } else {
      parsed = this.inline(line, v, col);
    }
    parsed.pos.keyLine = lineNo + 1;
    parsed.pos.keyCol = col + 1;
    data[key] = parsed.value;
    kids[key] = parsed.pos;
  }
  /** The value after `key:` or `-` with nothing else on the line. */
  nestedOrNull(parentInd, keyLine, keyCol, inMap) {
    if (this.skip()) {
      const line = this.lines[this.i];
      const ind = this.indent();
      if (ind > parentInd) return this.block(ind);
      if (inMap && ind === parentInd && isSeqItem(line, ind)) return this.seq(ind);
    }
    if (!inMap) bail();
    const pos = posNode(keyLine, keyCol);
    pos.empty = true;
    return { value: null, pos };
  }
  seq(ind) {
    const data = [];
    const kids = [];
    const pos = posNode(this.i + 1, ind + 1);
    pos.seq = kids;
    for (; ; ) {
      if (!this.skip()) break;
      const line = this.lines[this.i];
      const lineInd = this.indent();
      if (lineInd < ind) break;
      if (lineInd > ind) bail();
      if (!isSeqItem(line, ind)) break;
      let v = ind + 1;
      while (line.charCodeAt(v) === SPACE) v++;
      let item;
      if (v >= line.length || line.charCodeAt(v) === 35) {
        this.i++;
        item = this.nestedOrNull(ind, this.i, ind + 1, false);
      } else if (isSeqItem(line, v)) {
        bail();
      } else if (isKeyLine(line, v)) {
        item = this.map(v);
      } else {
        item = this.inline(line, v, ind);
      }
      data.push(item.value);
      kids.push(item.pos);
    }
    return { value: data, pos };
  }
  /** A value that starts on the current line at `v`; `parentInd` bounds continuation lines. */
  inline(line, v, parentInd) {
    const ch = line[v];
    let pos = posNode(this.i + 1, v + 1);
    if (ch === "|" || ch === ">") {
      const value2 = this.blockScalar(line, v, parentInd);
      return { value: value2, pos };
    }
    let value;
    let end;
    if (ch === '"' || ch === "'") {
      [value, end] = ch === '"' ? doubleQuoted(line, v) : singleQuoted(line, v);
    } else if (ch === "[" || ch === "{") {
      const flow = new FlowParser(line, this.i + 1).node(v);
      value = flow.value;
      pos = flow.pos;
      end = flow.end;
    } else {
      if (INDICATORS.has(ch)) bail();
      const comment2 = line.indexOf(" #", v);
      const s = trimSpaces(comment2 < 0 ? line.slice(v) : line.slice(v, comment2));
      if (s.includes(": ") || s.endsWith(":") || looksNonString(s)) bail();
      value = s;
      end = line.length;
    }
    if (end < line.length) {
      let r = end;
      while (line.charCodeAt(r) === SPACE) r++;
      if (r < line.length && !(line.charCodeAt(r) === 35 && r > end)) bail();
    }
    this.i++;
    if (this.skip() && this.indent() > parentInd) bail();
    return { value, pos };
  }
  blockScalar(line, v, parentInd) {
    const style = line[v];
    let j = v + 1;
    let chomp = "";
    if (line[j] === "-" || line[j] === "+") chomp = line[j++];
    if (chomp === "+") bail();
    const header = line.slice(j);
    if (header !== "" && !/^ +(#.*)?$/.test(header)) bail();
    const lines = this.lines;
    const start = this.i + 1;
    let k = start;
    while (k < lines.length && isBlank(lines[k])) k++;
    if (k >= lines.length) bail();
    const m = indentOf(lines[k]);
    if (m <= parentInd) bail();
    let end = k;
    let lastContent = k;
    while (end < lines.length) {
      const l = lines[end];
      if (isBlank(l)) {
        if (l.length > m) bail();
      } else if (indentOf(l) < m) {
        break;
      } else {
        lastContent = end;
      }
      end++;
    }
    for (let b = start; b < k; b++) if (lines[b].length > m) bail();
    if (lastContent === lines.length - 1) bail();
    const body = [];
    for (let b = start; b <= lastContent; b++) body.push(lines[b].slice(m));
    let text2;
    if (style === "|") {
      text2 = body.join("\n");
    } else {
      text2 = "";
      let empties = 0;
      let started = false;
      for (const l of body) {
        if (l === "") {
          empties++;
          continue;
        }
        if (l.charCodeAt(0) === SPACE) bail();
        if (!started) text2 += "\n".repeat(empties) + l;
        else text2 += (empties > 0 ? "\n".repeat(empties) : " ") + l;
        started = true;
        empties = 0;
      }
    }
    this.i = end;
    return chomp === "-" ? text2 : `${text2}
`;
  }
};
function doubleQuoted(line, v) {
  let out = "";
  let k = v + 1;
  let quote = -1;
  let backslash = -1;
  for (; ; ) {
    if (quote < k) quote = line.indexOf('"', k);
    if (quote < 0) bail();
    if (backslash < k && backslash !== -2) backslash = line.indexOf("\\", k);
    if (backslash === -1) backslash = -2;
    if (backslash < 0 || backslash > quote) return [out + line.slice(k, quote), quote + 1];
    out += line.slice(k, backslash);
    k = backslash;
    const e = line[k + 1];
    if (e === void 0) bail();
    const simple = ESCAPES[e];
    if (simple !== void 0) {
      out += simple;
      k += 2;
      continue;
    }
    const n = HEX_LENGTH[e];
    if (n === void 0) bail();
    const hex = line.slice(k + 2, k + 2 + n);
    if (hex.length !== n || !/^[0-9a-fA-F]+$/.test(hex)) bail();
    const cp = Number.parseInt(hex, 16);
    if (cp > 1114111 || cp >= 55296 && cp <= 57343) bail();
    out += String.fromCodePoint(cp);
    k += 2 + n;
  }
}
function singleQuoted(line, v) {
  let out = "";
  let k = v + 1;
  for (; ; ) {
    const q = line.indexOf("'", k);
    if (q < 0) bail();
    out += line.slice(k, q);
    if (line.charCodeAt(q + 1) === 39) {
      out += "'";
      k = q + 2;
      continue;
    }
    return [out, q + 1];
  }
}
var FLOW_PLAIN_END = /[,[\]{}]|: |:$|:(?=[,[\]{}])| #/g;
var FlowParser = class {
  constructor(line, lineNo) {
    this.line = line;
    this.lineNo = lineNo;
  }
  line;
  lineNo;
  node(k) {
    const line = this.line;
    const ch = line[k];
    const pos = posNode(this.lineNo, k + 1);
    if (ch === '"' || ch === "'") {
      const [value, end] = ch === '"' ? doubleQuoted(line, k) : singleQuoted(line, k);
      return { value, pos, end };
    }
    if (ch === "[") return this.sequence(k, pos);
    if (ch === "{") return this.mapping(k, pos);
    if (ch === void 0 || INDICATORS.has(ch)) bail();
    FLOW_PLAIN_END.lastIndex = k;
    const m = FLOW_PLAIN_END.exec(line);
    const stop3 = m ? m.index : line.length;
    if (m && m[0].startsWith(":")) bail();
    if (m && m[0] === " #") bail();
    const s = trimSpaces(line.slice(k, stop3));
    if (s === "" || looksNonString(s)) bail();
    return { value: s, pos, end: stop3 };
  }
  spaces(k) {
    while (this.line.charCodeAt(k) === SPACE) k++;
    return k;
  }
  sequence(k, pos) {
    const items = [];
    const kids = [];
    pos.seq = kids;
    let c = this.spaces(k + 1);
    for (; ; ) {
      if (this.line[c] === "]") return { value: items, pos, end: c + 1 };
      const item = this.node(c);
      items.push(item.value);
      kids.push(item.pos);
      c = this.spaces(item.end);
      const sep2 = this.line[c];
      if (sep2 === ",") c = this.spaces(c + 1);
      else if (sep2 !== "]") bail();
    }
  }
  mapping(k, pos) {
    const data = {};
    const kids = newMap();
    pos.map = kids;
    const line = this.line;
    let c = this.spaces(k + 1);
    for (; ; ) {
      if (line[c] === "}") return { value: data, pos, end: c + 1 };
      const keyCol = c + 1;
      let key;
      let afterKey;
      const ch = line[c];
      if (ch === '"' || ch === "'") {
        [key, afterKey] = ch === '"' ? doubleQuoted(line, c) : singleQuoted(line, c);
        if (line[afterKey] !== ":") bail();
      } else {
        if (ch === void 0 || INDICATORS.has(ch)) bail();
        const colon = keyColon(line, c);
        if (colon < 0) bail();
        key = trimSpaces(line.slice(c, colon));
        if (key === "" || /[,[\]{}#]/.test(key) || looksNonString(key)) bail();
        afterKey = colon;
      }
      if (key === "__proto__" || Object.prototype.hasOwnProperty.call(data, key)) bail();
      if (line.charCodeAt(afterKey + 1) !== SPACE) bail();
      c = this.spaces(afterKey + 1);
      if (line[c] === "," || line[c] === "}" || c >= line.length) bail();
      const value = this.node(c);
      value.pos.keyLine = this.lineNo;
      value.pos.keyCol = keyCol;
      data[key] = value.value;
      kids[key] = value.pos;
      c = this.spaces(value.end);
      const sep2 = line[c];
      if (sep2 === ",") c = this.spaces(c + 1);
      else if (sep2 !== "}") bail();
    }
  }
};

// src/config/yaml-keys.ts
var import_yaml2 = __toESM(require_dist(), 1);
function collectionKeys(doc, text2, lc, file) {
  const out = [];
  (0, import_yaml2.visit)(doc, {
    Pair(_, pair) {
      if (!(0, import_yaml2.isPair)(pair) || !(0, import_yaml2.isCollection)(pair.key) || !pair.key.range) return;
      const pos = lc.linePos(pair.key.range[0]);
      const kind = pair.key.items.length > 0 && (0, import_yaml2.isPair)(pair.key.items[0]) ? "a mapping" : "a list";
      out.push(
        diagnostic(
          "warning",
          "collection-key",
          { file, pos },
          `this key is ${kind}, which YAML turns into the text \`${shorten(text2.slice(pair.key.range[0], pair.key.range[1]))}\``,
          "Keys in style files are plain names (a field, a rule group, a rule): remove the `?`, `[...]` or `{...}` around it, or fix the indentation."
        )
      );
    }
  });
  return out;
}
function shorten(text2) {
  const flat = text2.replace(/\s+/g, " ");
  return flat.length > 40 ? `${flat.slice(0, 39)}\u2026` : flat;
}

// src/config/too-deep.ts
function tooDeep(file) {
  return diagnostic(
    "error",
    "too-deep",
    { file, pos: START },
    "the document is nested too deeply to be a style file",
    "A style list nests a few levels (configured_rules \u2192 group \u2192 rule); remove the deep nesting."
  );
}

// src/config/load.ts
var MAX_FILE_BYTES = 1e6;
var MAX_DEPTH = 64;
var MAX_SYNTAX_ERRORS = 5;
var utf8 = new TextDecoder("utf-8", { fatal: true });
async function readYamlFile(absPath, file) {
  const read = await readStyleBytes(absPath, file);
  return read instanceof Uint8Array ? parseYamlBytes(read, file) : read;
}
async function readStyleBytes(absPath, file) {
  try {
    const fd = openSync(absPath, constants3.O_RDONLY | constants3.O_NONBLOCK);
    try {
      const stats = fstatSync(fd);
      if (!stats.isFile()) return { ok: false, file, diagnostics: [unreadable(file, stats.isDirectory() ? "EISDIR" : "NOTFILE")] };
      if (stats.size > MAX_FILE_BYTES) return { ok: false, file, diagnostics: [tooLarge(file, stats.size)] };
      return readFileSync(fd);
    } finally {
      closeSync(fd);
    }
  } catch (error2) {
    return { ok: false, file, diagnostics: [unreadable(file, error2?.code ?? String(error2))] };
  }
}
function parseYamlBytes(bytes, file) {
  let text2;
  try {
    text2 = utf8.decode(bytes);
  } catch {
    return { ok: false, file, diagnostics: [notUtf8(bytes, file)] };
  }
  return parseYamlText(text2, file);
}
function parseYamlText(text2, file) {
  if (text2.trim() === "") return { ok: false, file, diagnostics: [emptyFile(file)] };
  const bytes = Buffer.byteLength(text2);
  if (bytes > MAX_FILE_BYTES) return { ok: false, file, diagnostics: [tooLarge(file, bytes)] };
  if (flowDepth(text2) > MAX_DEPTH) return { ok: false, file, diagnostics: [tooDeep(file)] };
  let loaded;
  try {
    const fast = fastParse(text2);
    loaded = fast ? { ok: true, file, data: fast.data, pos: fast.pos, warnings: [] } : parseWithYaml(text2, file);
  } catch (error2) {
    if (error2 instanceof RangeError) return { ok: false, file, diagnostics: [tooDeep(file)] };
    throw error2;
  }
  if (loaded.ok && dataDepth(loaded.data) > MAX_DEPTH) return { ok: false, file, diagnostics: [tooDeep(file)] };
  return loaded;
}
function flowDepth(text2) {
  let depth = 0;
  let max = 0;
  for (let k = 0; k < text2.length; k++) {
    const c = text2.charCodeAt(k);
    if (c === 91 || c === 123) max = Math.max(max, ++depth);
    else if ((c === 93 || c === 125) && depth > 0) depth--;
  }
  return max;
}
function dataDepth(data) {
  let max = 0;
  const stack = [[data, 1]];
  while (stack.length > 0) {
    const [value, depth] = stack.pop();
    if (value === null || typeof value !== "object") continue;
    if (depth > max) max = depth;
    if (max > MAX_DEPTH) return max;
    for (const child of Object.values(value)) if (child !== null && typeof child === "object") stack.push([child, depth + 1]);
  }
  return max;
}
function parseWithYaml(text2, file) {
  const refused = anchorProblem(text2, file);
  if (refused) return { ok: false, file, diagnostics: [refused] };
  const lc = new import_yaml3.LineCounter();
  const doc = (0, import_yaml3.parseDocument)(text2, { lineCounter: lc, prettyErrors: false, uniqueKeys: false, logLevel: "error" });
  const at2 = (offset) => lc.linePos(offset);
  if (doc.errors.length > 0) {
    if (doc.errors.some((e) => /call stack/i.test(e.message))) return { ok: false, file, diagnostics: [tooDeep(file)] };
    const diagnostics = duplicateKeys(doc, lc, file);
    const lines = /* @__PURE__ */ new Set();
    for (const error2 of doc.errors) {
      if (error2.code === "DUPLICATE_KEY") continue;
      const pos = at2(error2.pos[0]);
      if (lines.has(pos.line)) continue;
      lines.add(pos.line);
      diagnostics.push(
        diagnostic("error", "yaml-syntax", { file, pos }, `YAML syntax error: ${error2.message}`, syntaxHint(error2.code))
      );
      if (lines.size >= MAX_SYNTAX_ERRORS) break;
    }
    return { ok: false, file, diagnostics };
  }
  if (doc.contents === null) return { ok: false, file, diagnostics: [emptyFile(file)] };
  const sameAsString = duplicateKeys(doc, lc, file);
  if (sameAsString.length > 0) return { ok: false, file, diagnostics: sameAsString };
  let data;
  try {
    data = doc.toJS({ maxAliasCount: MAX_ALIAS_COUNT });
  } catch (error2) {
    return { ok: false, file, diagnostics: [aliasProblem(doc, lc, file, error2)] };
  }
  const warnings = doc.warnings.map(
    (w) => diagnostic(
      "warning",
      "yaml-warning",
      { file, pos: at2(w.pos[0]) },
      w.message,
      "Style files need only plain YAML: remove custom tags and directives."
    )
  );
  warnings.push(...collectionKeys(doc, text2, lc, file));
  return { ok: true, file, data, pos: posTree(doc.contents, lc), warnings };
}
function posTree(node, lc) {
  const start = node.range ? lc.linePos(node.range[0]) : START;
  const pos = posNode(start.line, start.col);
  if ((0, import_yaml3.isMap)(node)) {
    const map = {};
    for (const pair of node.items) {
      if (!(0, import_yaml3.isPair)(pair) || !(0, import_yaml3.isScalar)(pair.key) || !pair.key.range) continue;
      const keyPos = lc.linePos(pair.key.range[0]);
      const value = pair.value;
      let child;
      if (value && !((0, import_yaml3.isScalar)(value) && value.value === null && value.range && value.range[0] === value.range[1])) {
        child = posTree(value, lc);
      } else {
        child = posNode(keyPos.line, keyPos.col);
        child.empty = true;
      }
      child.keyLine = keyPos.line;
      child.keyCol = keyPos.col;
      setChild(map, keyString(pair.key.value), child);
    }
    pos.map = map;
  } else if ((0, import_yaml3.isSeq)(node)) {
    pos.seq = node.items.map((item) => {
      if (item && typeof item === "object" && "range" in item) return posTree(item, lc);
      const empty = posNode(start.line, start.col);
      empty.empty = true;
      return empty;
    });
  }
  return pos;
}
function keyString(value) {
  return value === null || value === void 0 ? "" : String(value);
}
function written(key) {
  const source = typeof key.source === "string" ? key.source : keyString(key.value);
  const quote = key.type === "QUOTE_DOUBLE" ? '"' : key.type === "QUOTE_SINGLE" ? "'" : "";
  return `${quote}${source}${quote}`;
}
function duplicateKeys(doc, lc, file) {
  const out = [];
  const walk = (node, trail) => {
    if ((0, import_yaml3.isMap)(node)) {
      const seen = /* @__PURE__ */ new Map();
      for (const pair of node.items) {
        if (!(0, import_yaml3.isScalar)(pair.key) || !pair.key.range) continue;
        const key = keyString(pair.key.value);
        const pos = lc.linePos(pair.key.range[0]);
        const first = seen.get(key);
        if (first) {
          out.push(
            diagnostic(
              "error",
              "duplicate-key",
              { file, pos, path: formatPath([...trail, key]) },
              `duplicate key \`${key}\`${written(pair.key) === first.written ? "" : ` (${first.written} and ${written(pair.key)} are the same key as text)`}: first set at line ${first.line}:${first.col}`,
              "Keep one of the two; YAML keeps neither reliably, so stylesync refuses the file."
            )
          );
        } else {
          seen.set(key, { ...pos, written: written(pair.key) });
        }
        walk(pair.value, [...trail, key]);
      }
    } else if ((0, import_yaml3.isSeq)(node)) {
      node.items.forEach((item, index2) => walk(item, [...trail, index2]));
    }
  };
  walk(doc.contents, []);
  return out;
}
function aliasProblem(doc, lc, file, error2) {
  let pos = START;
  (0, import_yaml3.visit)(doc, {
    Alias(_key, node) {
      if (node.range) pos = lc.linePos(node.range[0]);
      return import_yaml3.visit.BREAK;
    }
  });
  const message = error2 instanceof Error ? error2.message : String(error2);
  if (/alias count/i.test(message)) {
    return diagnostic(
      "error",
      "too-many-aliases",
      { file, pos },
      `the document expands more than ${MAX_ALIAS_COUNT} aliases (a "billion laughs" pattern)`,
      "Write the values out instead of nesting anchors and aliases (&name / *name)."
    );
  }
  return diagnostic("error", "yaml-alias", { file, pos }, `YAML alias error: ${message}`, "Define each anchor (&name) before the alias (*name) that uses it.");
}
function syntaxHint(code) {
  switch (code) {
    case "MULTIPLE_DOCS":
      return "Keep one style list per file: remove the `---` separator or split the file.";
    case "TAB_AS_INDENT":
      return "Indent with spaces, not tabs.";
    case "BLOCK_AS_IMPLICIT_KEY":
    case "MULTILINE_IMPLICIT_KEY":
      return 'A value that contains `: ` must be quoted: prompt: "Note: like this".';
    case "MISSING_CHAR":
      return "Close the quote or bracket on the same value.";
    case "BAD_SCALAR_START":
      return "Quote values that start with a special character (@, `, %, &, *, !, |, >).";
    default:
      return "Fix the YAML at this position; quote values that contain `: ` or ` #` or start with a special character.";
  }
}
function tooLarge(file, bytes) {
  return diagnostic(
    "error",
    "file-too-large",
    { file, pos: START },
    `the file is ${bytes.toLocaleString("en-US")} bytes; a style file may have at most ${MAX_FILE_BYTES.toLocaleString("en-US")}`,
    "A full list is well under 100 KB: check that this is a style file, or split it into several lists."
  );
}
function emptyFile(file) {
  return diagnostic(
    "error",
    "empty-file",
    { file, pos: START },
    "the file is empty",
    "Give it a `name` and `language` (or fragment content), or delete the file."
  );
}
var UNREADABLE_REASONS = {
  EACCES: "permission denied",
  EPERM: "permission denied",
  ENOENT: "not found (a broken link?)",
  EISDIR: "it is a directory, not a file",
  NOTFILE: "it is not a regular file (a pipe, socket or device?)"
};
function unreadable(file, code) {
  const reason = UNREADABLE_REASONS[code] ?? code;
  const notAFile = code === "EISDIR" || code === "NOTFILE";
  return diagnostic(
    "error",
    "unreadable-file",
    { file, pos: START },
    `cannot read the file: ${reason}`,
    notAFile ? "Point `extends` or the command line at a style file, or rename it so its name does not end in .yaml or .yml." : "Check that the file exists and is readable by this user, or remove it from the styles directory."
  );
}
function notUtf8(bytes, file) {
  const utf16 = bytes.length >= 2 && (bytes[0] === 255 && bytes[1] === 254 || bytes[0] === 254 && bytes[1] === 255);
  const offset = utf16 ? 0 : firstInvalidUtf8(bytes);
  let line = 1;
  let lineStart = 0;
  for (let k = 0; k < offset; k++) {
    if (bytes[k] === 10) {
      line++;
      lineStart = k + 1;
    }
  }
  return diagnostic(
    "error",
    "not-utf8",
    { file, pos: { line, col: offset - lineStart + 1 } },
    utf16 ? "the file is UTF-16, not UTF-8" : `the file is not valid UTF-8 (byte 0x${(bytes[offset] ?? 0).toString(16).padStart(2, "0")} at offset ${offset})`,
    'Save the file as UTF-8 (most editors: "Save with encoding" \u2192 UTF-8).'
  );
}
function firstInvalidUtf8(bytes) {
  let k = 0;
  while (k < bytes.length) {
    const b = bytes[k];
    let need;
    let min;
    if (b < 128) {
      k++;
      continue;
    } else if (b >= 194 && b <= 223) {
      need = 1;
      min = 128;
    } else if (b >= 224 && b <= 239) {
      need = 2;
      min = 2048;
    } else if (b >= 240 && b <= 244) {
      need = 3;
      min = 65536;
    } else {
      return k;
    }
    let cp = b & 63 >> need;
    for (let j = 1; j <= need; j++) {
      const c = bytes[k + j];
      if (c === void 0 || (c & 192) !== 128) return k;
      cp = cp << 6 | c & 63;
    }
    if (cp < min || cp > 1114111 || cp >= 55296 && cp <= 57343) return k;
    k += need + 1;
  }
  return bytes.length;
}
async function pathKind(absPath) {
  try {
    const s = await stat2(absPath);
    return s.isDirectory() ? "dir" : s.isFile() ? "file" : "other";
  } catch {
    return "missing";
  }
}
async function listYamlFiles(dir) {
  const out = [];
  const walk = async (current) => {
    const entries2 = await readdir2(current, { withFileTypes: true });
    for (const entry of entries2) {
      if (entry.name.startsWith(".") || entry.name === "node_modules") continue;
      const full = path3.join(current, entry.name);
      if (entry.isDirectory()) await walk(full);
      else if ((entry.isFile() || entry.isSymbolicLink()) && isYamlFileName(entry.name)) {
        if (entry.isSymbolicLink() && await pathKind(full) === "dir") continue;
        out.push(full);
      }
    }
  };
  await walk(dir);
  return out.sort();
}

// src/config/repo-config.ts
import path4 from "node:path";

// src/catalog/catalog-data.json
var catalog_data_default = {
  dates_and_times: {
    calendar_era: [
      "use_bc_and_ad",
      "use_bce_and_ce"
    ],
    centuries: [
      "spell_out",
      "use_arabic_numerals",
      "use_numerals",
      "use_roman_numerals"
    ],
    date_format: [
      "use_dd_period_mm_period_yy_with_leading_zeros_for_single_digit_days_and_months",
      "use_dd_period_mm_period_yyyy",
      "use_dd_period_mm_period_yyyy_with_leading_zeros_for_single_digit_days_and_months",
      "use_dd_period_space_abbreviated_month_yyyy_with_abbreviations_jan_period_feb_period_mrz_period_apr_period_mai_jun_period_jul_period_aug_period_sep_period_okt_period_nov_period_dez_period_without_leading_zeros_for_single_digit_days",
      "use_dd_period_space_abbreviated_month_yyyy_with_abbreviations_jan_period_febr_period_maerz_apr_period_mai_juni_juli_aug_period_sept_period_okt_period_nov_period_dez_period_without_leading_zeros_for_single_digit_days",
      "use_dd_period_space_month_yyyy_without_leading_zeros_for_single_digit_days",
      "use_dd_slash_mm_slash_yyyy",
      "use_dd_slash_mm_slash_yyyy_with_leading_zeros_for_single_digit_days_and_months",
      "use_dd_space_spelled_out_month_space_yyyy",
      "use_dd_space_spelled_out_month_space_yyyy_and_use_spanish_word_septiembre_for_ninth_month",
      "use_dd_space_spelled_out_month_space_yyyy_and_use_spanish_word_setiembre_for_ninth_month",
      "use_dd_space_spelled_out_month_space_yyyy_without_leading_zeros_for_single_digit_days",
      "use_historical_eras_and_write_numbers_in_chinese_followed_by_chinese_word_\u516C\u5143\u524D_or_\u516C\u5143\u540E_with_arabic_numerals_in_parentheses",
      "use_mm_slash_dd_slash_yyyy_with_leading_zeros_for_single_digit_days_and_months",
      "use_numerals_only_with_leading_zero_for_single_digits",
      "use_numerals_only_without_leading_zero_for_single_digits",
      "use_spelled_out_month_space_dd_comma_space_yyyy_and_use_spanish_word_septiembre_for_ninth_month",
      "use_spelled_out_month_space_dd_comma_space_yyyy_without_leading_zeros_for_single_digit_days",
      "use_traditional_calendar_system_with_chinese_numbers",
      "use_yyyy_chinese_word_\u5E74_mm_chinese_word_\u6708_dd_chinese_word_\u65E5_with_chinese_numbers",
      "use_yyyy_chinese_word_\u5E74_mm_chinese_word_\u6708_dd_chinese_word_\u65E5_without_leading_zero_for_single_digit_months_and_days",
      "use_yyyy_hyphen_mm_hyphen_dd_with_leading_zero_for_single_digit_days_and_months",
      "use_yyyy_hyphen_mm_hyphen_dd_with_leading_zeros_for_single_digit_days_and_months",
      "use_yyyy_korean word_\uB144_space_mm_korean word_\uC6D4_space_dd_korean word_\uC77C_without_leading_zero_for_single_digit_days_and_months",
      "use_yyyy_period_mm_period_dd",
      "use_yyyy_period_space_mm_period_space_dd_period_space_without_leading_zero_for_single_digit_days_and_months",
      "use_yyyy_slash_mm_slash_dd",
      "use_yyyy_slash_mm_slash_dd_with_leading_zero_for_single_digit_days_and_months"
    ],
    dates_in_numerical_form: [
      "use_dd_hyphen_mm_hyphen_yyyy",
      "use_dd_period_mm_period_yyyy",
      "use_dd_slash_mm_slash_yyyy"
    ],
    decades: [
      "spell_out",
      "use_apostrophe_yy",
      "use_yy_for_20th_century_but_yyyy_for_other_centuries",
      "use_yy_without_apostrophe",
      "use_yyyy"
    ],
    hours_minutes_seconds_separator: [
      "use_colon",
      "use_period"
    ],
    hours_minutes_separator: [
      "use_colon_without_spaces",
      "use_letter_h_with_regular_space_on_either_side",
      "use_letter_h_without_spaces"
    ],
    midnight_in_numerals: [
      "use_00_00",
      "use_24_00"
    ],
    single_digit_days_and_months: [
      "do_not_use_leading_zero",
      "use_leading_zero"
    ],
    single_digit_hours: [
      "do_not_use_leading_zero",
      "use_leading_zero"
    ],
    time_format: [
      "spell_out_time_in_words",
      "use_12_hour_clock_and_do_not_specify_morning_or_evening",
      "use_12_hour_clock_and_lowercase_am_or_pm_with_periods",
      "use_12_hour_clock_and_lowercase_am_or_pm_with_periods_except_use_noon_and_midnight_instead_of_12_am_and_12_pm",
      "use_12_hour_clock_and_lowercase_am_or_pm_without_periods",
      "use_12_hour_clock_and_lowercase_am_or_pm_without_periods_except_use_noon_and_midnight_instead_of_12_am_and_12_pm",
      "use_12_hour_clock_and_specify_morning_or_evening",
      "use_12_hour_clock_and_uppercase_am_or_pm_with_periods",
      "use_12_hour_clock_and_uppercase_am_or_pm_with_periods_except_use_noon_and_midnight_instead_of_12_am_and_12_pm",
      "use_12_hour_clock_and_uppercase_am_or_pm_without_periods",
      "use_12_hour_clock_and_uppercase_am_or_pm_without_periods_except_use_noon_and_midnight_instead_of_12_am_and_12_pm",
      "use_12_hour_clock_and_write_chinese_word_\u4E0A\u5348_or_\u4E0B\u5348_or_chinese_word_\u65E9\u4E0A_or_\u665A\u4E0A_followed_by_arabic_numerals",
      "use_12_hour_clock_and_write_chinese_word_\u4E0A\u5348_or_\u4E0B\u5348_or_chinese_word_\u65E9\u4E0A_or_\u665A\u4E0A_followed_by_arabic_numerals_with_chinese_word_\u70B9_for_hours",
      "use_12_hour_clock_and_write_chinese_word_\u4E0A\u5348_or_\u4E0B\u5348_or_chinese_word_\u65E9\u4E0A_or_\u665A\u4E0A_followed_by_arabic_numerals_with_chinese_words_\u65F6_and_\u5206_for_hours_and_minutes",
      "use_12_hour_clock_and_write_chinese_word_\u4E0A\u5348_or_\u4E0B\u5348_or_chinese_word_\u65E9\u4E0A_or_\u665A\u4E0A_followed_by_chinese_numbers_with_chinese_words_\u65F6_and_\u5206_for_hours_and_minutes",
      "use_12_hour_clock_with_arabic_numerals_and_colon",
      "use_12_hour_clock_with_korean_words_\uC2DC_and_\uBD84",
      "use_12_hour_clock_without_leading_zero_or_minutes_for_full_hours_use_colon_as_separator_and_lowercase_am_or_pm_without_periods",
      "use_12_hour_clock_without_leading_zero_or_minutes_for_full_hours_use_colon_as_separator_and_uppercase_am_or_pm_without_periods",
      "use_12_hour_clock_without_leading_zero_use_period_as_separator_and_lowercase_am_or_pm_with_periods_and_spaces",
      "use_24_hour_clock",
      "use_24_hour_clock_with_arabic_numerals_and_colon",
      "use_24_hour_clock_with_colon_as_separator",
      "use_24_hour_clock_with_korean_words_\uC2DC_and_\uBD84",
      "use_24_hour_clock_with_period_as_separator",
      "use_hh_colon_mm_german_word_uhr_with_leading_zeros_for_single_digit_hours",
      "use_hh_colon_mm_german_word_uhr_without_leading_zeros_for_single_digit_hours",
      "use_hh_period_mm_german_word_uhr_with_leading_zeros_for_single_digit_hours",
      "use_hh_period_mm_german_word_uhr_without_leading_zeros_for_single_digit_hours",
      "use_hh_period_mm_german_word_uhr_without_leading_zeros_for_single_digit_hours_and_for_full_hours_state_hour_only"
    ],
    writing_dates: [
      "use_dd_space_spelled_out_month_space_yyyy",
      "use_numerals"
    ],
    years: [
      "use_apostrophe_yy",
      "use_common_era",
      "use_japanese_imperial_era",
      "use_yyyy"
    ]
  },
  formatting: {
    email_address_format: [
      "place_domain_in_parentheses",
      "replace_at_symbol_with_english_word_at_in_brackets_and_replace_periods_with_english_word_dot_in_brackets",
      "replace_at_symbol_with_english_word_at_in_brackets_with_space_on_either_side",
      "replace_at_symbol_with_english_word_at_in_parentheses_with_space_on_either_side",
      "replace_at_symbol_with_english_word_at_with_space_on_either_side",
      "use_standard_format"
    ],
    phone_number_country_code_format: [
      "use_00_before_country_code",
      "use_plus_sign_before_country_code"
    ],
    phone_number_format: [
      "do_not_use_spaces",
      "do_not_use_spaces_or_special_characters_between_digits_of_phone_number",
      "keep_original_format",
      "place_area_code_in_parentheses_followed_by_space",
      "separate_area_code_and_phone_number_with_slash",
      "separate_area_code_and_phone_number_with_space",
      "separate_country_code_area_code_local_prefix_and_last_four_digits_with_hyphens",
      "separate_country_code_area_code_local_prefix_and_last_four_digits_with_periods",
      "separate_country_code_area_code_local_prefix_and_last_four_digits_with_spaces",
      "use_north_american_numbering_plan_format",
      "use_space_after_country_code"
    ],
    space_between_arabic_numerals_and_unit: [
      "do_not_use"
    ],
    space_between_chinese_and_english: [
      "do_not_use"
    ],
    space_between_chinese_characters_and_arabic_numerals: [
      "do_not_use"
    ]
  },
  numbers: {
    approximate_numbers: [
      "use_kanji_numbers"
    ],
    currency_format: [
      "spell_out",
      "spell_out_currency_name_followed_by_amount_in_arabic_numerals_without_space",
      "spell_out_currency_name_followed_by_amount_in_chinese",
      "use_amount_followed_by_currency_symbol_without_space",
      "use_amount_followed_by_space_then_currency_symbol",
      "use_amount_followed_by_space_then_iso_code",
      "use_amount_followed_by_space_then_spell_out_currency_name",
      "use_amount_followed_by_space_then_spell_out_currency_name_in_lowercase",
      "use_amount_followed_by_spelled_out_currency_name_in_japanese_without_space",
      "use_amount_followed_by_spelled_out_currency_name_without_space",
      "use_currency_symbol_but_spell_out_if_no_symbol_exists",
      "use_currency_symbol_but_use_iso_code_if_no_symbol_exists",
      "use_currency_symbol_followed_by_amount_in_arabic_numerals_without_space",
      "use_currency_symbol_followed_by_amount_without_space",
      "use_currency_symbol_followed_by_space_then_amount",
      "use_currency_symbol_followed_by_space_then_amount_in_arabic_numerals",
      "use_full_width_currency_symbol_followed_by_amount_without_space",
      "use_half_width_currency_symbol_followed_by_amount_without_space",
      "use_half_width_currency_symbol_followed_by_space_then_amount",
      "use_iso_code",
      "use_iso_code_followed_by_space_then_amount",
      "use_iso_code_followed_by_space_then_amount_in_arabic_numerals"
    ],
    decimal_numbers_less_than_one: [
      "always_use_0_before_decimal_separator"
    ],
    decimal_separator: [
      "use_comma_and_do_not_use_thousands_separator",
      "use_comma_as_decimal_separator",
      "use_comma_do_not_use_thousands_separator_and_use_period_only_for_radio_stations",
      "use_period_and_do_not_use_thousands_separator",
      "use_period_as_decimal_separator"
    ],
    dimensions_separator: [
      "use_multiplication_sign_between_dimensions_with_space_on_either_side",
      "use_multiplication_sign_between_dimensions_without_space_on_either_side",
      "use_x_between_dimensions_with_space_on_either_side",
      "use_x_between_dimensions_without_space_on_either_side"
    ],
    equation_formula_reference: [
      "always_use_arabic_numerals_to_number_equations_or_formulas_referenced_in_text"
    ],
    kanji_numbers: [
      "use_kanji_numbers_for_numbers_in_phrases_and_counting_method_based_on_native_japanese_readings"
    ],
    large_number_format: [
      "always_use_arabic_numerals",
      "spell_out_large_numbers",
      "use_abbreviations_for_large_numbers",
      "use_chinese_characters_for_ten_thousands_and_hundred_millions",
      "use_comma_to_separate_large_numbers_into_units_of_three_except_for_calendar_years",
      "use_kanji_for_trillions_hundred_millions_and_ten_thousands",
      "use_korean_words_\uB9CC_\uC5B5_\uC870_with_space",
      "use_korean_words_\uB9CC_\uC5B5_\uC870_without_space"
    ],
    large_sums_of_money: [
      "spell_out_italian_words_milione_and_miliardo",
      "use_italian_words_mio_and_mrd_instead_of_italian_words_milione_and_miliardo"
    ],
    large_sums_of_money_format: [
      "use_amount_followed_by_abbreviation_for_million_or_billion_without_space",
      "use_amount_followed_by_space_then_abbreviation_for_million_or_billion",
      "use_amount_followed_by_space_then_english_word_million_or_billion"
    ],
    list_of_measurements_with_units: [
      "repeat_unit_for_each_measurement_in_list"
    ],
    mathematical_expression_spacing: [
      "use_space_between_elements_of_mathematical_expression_or_equation"
    ],
    number_format: [
      "use_half_width_comma_to_separate_large_numbers_into_units_of_three_except_for_calendar_years_and_use_half_width_period_as_decimal_separator"
    ],
    number_separator: [
      "do_not_use_chinese_comma_to_separate_numbers_indicating_approximate_value",
      "use_chinese_comma_to_separate_numbers_in_abbreviations"
    ],
    numbers_of_5_digits_or_more: [
      "use_comma_as_decimal_separator_and_period_as_thousands_separator",
      "use_comma_as_decimal_separator_and_space_as_thousands_separator",
      "use_comma_as_decimal_separator_period_as_thousands_separator_and_period_for_radio_stations",
      "use_comma_as_decimal_separator_space_as_thousands_separator_and_period_for_radio_stations",
      "use_period_as_decimal_separator_and_comma_as_thousands_separator",
      "use_period_as_decimal_separator_and_space_as_thousands_separator"
    ],
    numbers_up_to_4_digits: [
      "use_comma_as_decimal_separator_and_period_as_thousands_separator",
      "use_comma_as_decimal_separator_and_space_as_thousands_separator",
      "use_comma_as_decimal_separator_period_as_thousands_separator_and_period_for_radio_stations",
      "use_comma_as_decimal_separator_space_as_thousands_separator_and_period_for_radio_stations",
      "use_period_as_decimal_separator_and_comma_as_thousands_separator",
      "use_period_as_decimal_separator_and_space_as_thousands_separator"
    ],
    percentage_format: [
      "use_arabic_numerals_followed_by_percent_symbol_without_space",
      "use_chinese_numbers_followed_by_chinese_word_\u767E\u5206\u4E4B",
      "use_numerals_followed_by_full_width_percent_symbol_without_space",
      "use_numerals_followed_by_japanese_word_\u30D1\u30FC\u30BB\u30F3\u30C8_without_space",
      "use_numerals_followed_by_korean_word_\uD37C\uC13C\uD2B8",
      "use_numerals_followed_by_percent_symbol",
      "use_numerals_followed_by_space_then_german_word_prozent",
      "use_numerals_followed_by_space_then_half_width_percent_symbol",
      "use_numerals_followed_by_space_then_italian_word_per_cento",
      "use_numerals_followed_by_space_then_italian_word_percento",
      "use_numerals_followed_by_space_then_korean_word_\uD37C\uC13C\uD2B8",
      "use_numerals_followed_by_space_then_percent_symbol",
      "use_numerals_followed_by_space_then_spell_out_per_cent",
      "use_numerals_followed_by_space_then_spell_out_percent",
      "use_spanish_word_por_cien",
      "use_spanish_word_por_ciento"
    ],
    reference_to_symbol: [
      "spell_out_symbol_name_followed_by_symbol_in_parentheses"
    ],
    spelling_out_units: [
      "abbreviate_units_of_measure_when_used_with_numeral_but_spell_out_when_used_without_numeral",
      "always_abbreviate_units_of_measure",
      "always_spell_out_units_of_measure",
      "spell_out_units_in_korean",
      "spell_out_units_of_measure_when_used_with_spelled_out_numbers_but_abbreviate_when_used_with_numeral",
      "spell_out_units_of_measure_with_katakana_or_katakana_and_kanji",
      "use_si_symbols",
      "use_unit_symbols"
    ],
    temperature_format: [
      "spell_out_unit",
      "spell_out_unit_followed_by_numerals_then_korean_word_\uB3C4",
      "use_arabic_numerals_followed_by_space_then_spell_out_unit",
      "use_arabic_numerals_followed_by_unit_symbol_without_space",
      "use_arabic_numerals_then_spell_out_unit",
      "use_chinese_numbers_then_spell_out_unit",
      "use_italian_word_grado_and_do_not_specify_temperature_scale",
      "use_numerals_followed_by_japanese_word_\u5EA6_without_space",
      "use_numerals_followed_by_korean_word_\uB3C4",
      "use_numerals_followed_by_space_then_spell_out_unit",
      "use_numerals_followed_by_space_then_unit_symbol",
      "use_numerals_followed_by_unit_symbol_without_space",
      "use_spanish_word_grado_and_do_not_specify_temperature_scale"
    ],
    thousands_separator: [
      "do_not_use",
      "do_not_use_thousands_separator",
      "use_comma",
      "use_comma_to_separate_large_numbers_into_units_of_three",
      "use_period",
      "use_period_as_thousands_separator",
      "use_space",
      "use_space_as_thousands_separator",
      "use_space_to_separate_large_numbers_into_units_of_three",
      "use_straight_apostrophe_as_thousands_separator"
    ],
    units_of_measure_spacing: [
      "do_not_use_space_between_numeral_and_unit_of_measure",
      "use_space_between_numeral_and_unit_of_measure"
    ],
    use_of_hiragana_and_kanji: [
      "use_hiragana_japanese_word_\u304B\u6240_or_\u304B\u6708_when_using_arabic_numerals_in_horizontal_writing_but_use_kanji_japanese_word_\u7B87\u6240_or_\u7B87\u6708_when_using_kanji_numbers"
    ],
    writing_numbers: [
      "always_use_kanji_numbers",
      "use_arabic_numerals",
      "use_full_width_arabic_numerals_and_only_use_kanji_numbers_where_it_would_otherwise_sound_unnatural",
      "use_half_width_arabic_numerals_and_only_use_kanji_numbers_where_it_would_otherwise_sound_unnatural"
    ],
    zero_format: [
      "use_chinese_word_\u3007_for_numbering",
      "use_chinese_word_\u96F6_for_measurement"
    ]
  },
  punctuation: {
    abbreviations: [
      "do_not_separate_abbreviated_words",
      "separate_each_abbreviated_word_with_period_and_space",
      "separate_each_abbreviated_word_with_period_without_space",
      "separate_each_abbreviated_word_with_space_without_period"
    ],
    acronyms: [
      "do_not_use_periods"
    ],
    ampersand_abbreviation_spacing: [
      "do_not_use_spaces_before_and_after_ampersand_as_part_of_abbreviation",
      "use_spaces_before_and_after_ampersand_as_part_of_abbreviation"
    ],
    ampersand_usage: [
      "use_english_word_and_except_in_company_names_common_abbreviations_titles_software_code_and_mathematical_equations",
      "use_full_width_ampersand",
      "use_german_word_und_except_in_company_names_common_abbreviations_titles_software_code_and_mathematical_equations",
      "use_half_width_ampersand"
    ],
    apostrophe: [
      "use_curly_apostrophes",
      "use_straight_apostrophes"
    ],
    bracket: [
      "use_hexagonal_brackets",
      "use_lenticular_brackets",
      "use_parentheses",
      "use_square_brackets_for_nationality_and_hexagonal_brackets_for_historical_period"
    ],
    chinese_mixed_with_english: [
      "do_not_place_english_in_quotation_marks",
      "place_english_in_quotation_marks"
    ],
    colon: [
      "use_full_width_colon",
      "use_half_width_colon"
    ],
    colon_between_hours_and_minutes_or_chapters_and_verses: [
      "do_not_use_space_before_or_after_colon"
    ],
    colon_in_heading: [
      "use_space_after_colon_not_before"
    ],
    colon_to_replace_versus_or_to: [
      "do_not_use_space_before_or_after_colon"
    ],
    comma_after_conjunctive_adverbs: [
      "do_not_use",
      "use"
    ],
    comma_after_i_e_and_e_g: [
      "do_not_use",
      "use"
    ],
    comma_after_short_introductory_phrase: [
      "do_not_use",
      "use"
    ],
    comma_and_semicolon: [
      "use_comma_between_clauses",
      "use_semicolon_between_clauses"
    ],
    corner_bracket_and_periods: [
      "add_period_after_closing_corner_bracket_at_end_of_sentence"
    ],
    corner_brackets_and_periods: [
      "do_not_add_period_before_closing_corner_bracket_when_sentence_continues"
    ],
    dash: [
      "use_em_dash",
      "use_hyphen",
      "use_tilde"
    ],
    ellipsis: [
      "use_ellipsis_character",
      "use_one_ellipsis_character",
      "use_six_dots_at_the_bottom",
      "use_six_dots_in_the_center",
      "use_three_dots_at_the_bottom",
      "use_three_dots_in_the_center",
      "use_three_ellipsis_characters",
      "use_three_periods",
      "use_three_periods_without_spaces",
      "use_three_spaced_periods",
      "use_two_ellipsis_characters"
    ],
    em_dash: [
      "use_double_em_dash"
    ],
    emphasis: [
      "use_double_corner_brackets"
    ],
    exclamation_marks: [
      "do_not_use"
    ],
    explanatory_note_indicator: [
      "use_double_em_dash",
      "use_parentheses"
    ],
    full_sentence_in_round_brackets: [
      "add_period_before_closing_round_bracket"
    ],
    highlighting_specific_expressions: [
      "use_single_curly_quotation_marks",
      "use_single_straight_quotation_marks"
    ],
    japanese_reference_materials: [
      "use_double_corner_brackets"
    ],
    parentheses_for_supplementary_information: [
      "use_parentheses_without_space_on_either_side"
    ],
    passage_of_time_and_movement_between_locations: [
      "use_double_em_dash"
    ],
    periods_and_commas: [
      "use_full_width_japanese_periods_and_full_width_japanese_commas",
      "use_full_width_japanese_periods_and_full_width_non_japanese_commas",
      "use_full_width_non_japanese_periods_and_full_width_japanese_commas",
      "use_full_width_non_japanese_periods_and_full_width_non_japanese_commas"
    ],
    periods_in_academic_degrees: [
      "do_not_use",
      "use"
    ],
    periods_in_direct_quotes: [
      "do_not_use",
      "use"
    ],
    periods_in_uppercase_initialisms_and_acronyms: [
      "do_not_use"
    ],
    plus_sign_usage: [
      "do_not_use_plus_sign_to_symbolize_english_word_and_unless_it_is_part_of_a_proper_noun"
    ],
    possessives_of_proper_names_ending_in_s_style: [
      "add_apostrophe_only",
      "add_apostrophe_s"
    ],
    quotation_mark: [
      "use_curly_quotation_marks",
      "use_double_curly_quotation_marks",
      "use_double_straight_quotation_marks",
      "use_guillemets",
      "use_straight_quotation_marks"
    ],
    quotation_mark_and_apostrophe: [
      "use_curly_quotation_marks_and_apostrophes",
      "use_double_and_single_curly_quotation_marks_and_curly_apostrophes",
      "use_double_and_single_straight_quotation_marks_and_straight_apostrophes",
      "use_guillemets_and_curly_apostrophes",
      "use_guillemets_and_straight_apostrophes",
      "use_straight_quotation_marks_and_apostrophes"
    ],
    quotation_style: [
      "use_corner_brackets_for_primary_quotations_and_double_corner_brackets_for_secondary_quotations",
      "use_double_curly_quotation_marks_for_primary_quotations_and_single_curly_quotation_marks_for_secondary_quotations",
      "use_double_curly_quotation_marks_for_primary_quotations_then_alternate_with_single_curly_quotation_marks_for_nested_quotations",
      "use_double_german_quotation_marks_for_primary_quotations_and_single_german_quotation_marks_for_secondary_quotations",
      "use_double_quotation_marks_for_primary_quotations_and_single_quotation_marks_for_secondary_quotations",
      "use_double_straight_quotation_marks_for_primary_quotations_and_single_straight_quotation_marks_for_secondary_quotations",
      "use_double_straight_quotation_marks_for_primary_quotations_then_alternate_with_single_straight_quotation_marks_for_nested_quotations",
      "use_guillemets_for_primary_quotations_and_double_curly_quotation_marks_for_secondary_quotations",
      "use_guillemets_for_primary_quotations_and_double_straight_quotation_marks_for_secondary_quotations",
      "use_guillemets_for_primary_quotations_and_single_guillemets_for_secondary_quotations",
      "use_guillemets_for_primary_quotations_double_curly_quotation_marks_for_secondary_quotations_and_single_curly_quotation_marks_for_further_nested_quotations",
      "use_reversed_guillemets_for_primary_quotations_and_single_reversed_guillemets_for_secondary_quotations",
      "use_single_quotation_marks_for_primary_quotations_and_double_quotation_marks_for_secondary_quotations"
    ],
    range_indicator: [
      "use_en_dash_with_spaces",
      "use_en_dash_without_space_on_either_side",
      "use_en_dash_without_spaces",
      "use_english_word_to",
      "use_full_width_dash",
      "use_full_width_wave_dash",
      "use_german_word_bis",
      "use_half_width_dash",
      "use_hyphen",
      "use_hyphen_with_space_on_either_side",
      "use_hyphen_with_spaces",
      "use_hyphen_without_space_on_either_side",
      "use_hyphen_without_spaces",
      "use_italian_words_da_a",
      "use_japanese_word_\u304B\u3089",
      "use_korean_words_\uBD80\uD130_\uAE4C\uC9C0",
      "use_spanish_words_de_a",
      "use_tilde"
    ],
    related_phrases_indicator: [
      "use_comma",
      "use_hyphen",
      "use_middle_dot"
    ],
    round_brackets: [
      "use_full_width_round_brackets",
      "use_half_width_round_brackets"
    ],
    salutation: [
      "do_not_use_comma_after_salutation_capitalize_following_word",
      "use_colon_after_salutation",
      "use_comma_after_salutation",
      "use_exclamation_mark_after_salutation"
    ],
    sentence_break_indicator: [
      "use_em_dash_with_space_on_either_side",
      "use_em_dash_without_space_on_either_side",
      "use_en_dash_with_space_on_either_side"
    ],
    serial_comma: [
      "do_not_use",
      "do_not_use_serial_comma_when_using_chinese_comma",
      "use",
      "use_serial_comma_when_using_comma"
    ],
    setting_off_non_quoted_phrases: [
      "use_full_width_quotation_marks",
      "use_half_width_quotation_marks"
    ],
    slash: [
      "do_not_use_spaces_before_and_after_slashes",
      "use_spaces_before_and_after_slashes",
      "use_spaces_before_and_after_slashes_if_there_are_multiple_words_before_and_after_slash",
      "use_spaces_before_and_after_slashes_if_there_are_multiple_words_before_or_after_slash"
    ],
    slash_usage: [
      "do_not_use_slash_to_symbolize_english_word_or"
    ],
    spacing_and_punctuation: [
      "do_not_use_space",
      "use_regular_space"
    ],
    text_in_round_brackets_referring_to_previous_sentence: [
      "add_period_after_closing_round_bracket",
      "add_period_before_closing_round_bracket"
    ],
    text_in_round_brackets_supplementing_preceding_text: [
      "add_period_after_closing_round_bracket"
    ],
    titles_of_books_and_newspapers: [
      "use_double_angle_brackets",
      "use_double_corner_brackets",
      "use_double_straight_quotation_marks"
    ],
    titles_of_creative_works_trade_names_laws_and_regulations: [
      "use_single_angle_brackets",
      "use_single_corner_brackets",
      "use_single_straight_quotation_marks"
    ],
    uppercase_acronyms: [
      "do_not_use_spaces",
      "use_spaces"
    ]
  },
  spelling_and_grammar: {
    abbreviating_french_word_numero: [
      "abbreviate_as_n_then_degree_symbol",
      "abbreviate_as_n_then_o_in_superscript",
      "abbreviate_as_no"
    ],
    abbreviation_usage: [
      "do_not_use_abbreviations",
      "do_not_use_abbreviations_unless_necessary",
      "use_abbreviations",
      "use_abbreviations_as_needed"
    ],
    accents_and_cedillas: [
      "do_not_use_on_capital_letters",
      "never_use",
      "use_even_on_capital_letters"
    ],
    accents_in_verbs_conjugated_like_french_word_c\u00E9der: [
      "use_acute_accent",
      "use_grave_accent"
    ],
    accents_with_subject_verb_inversion: [
      "use_acute_accent",
      "use_grave_accent"
    ],
    active_passive_voice: [
      "use_active_voice_if_subject_is_prominent_and_agent_is_clear",
      "use_active_voice_to_describe_operations_with_user_as_subject",
      "use_active_voice_unless_agent_is_unknown_or_irrelevant",
      "use_passive_voice_as_needed",
      "use_passive_voice_for_automatic_operations_from_user_perspective",
      "use_passive_voice_if_agent_is_unknown_or_irrelevant"
    ],
    all_caps: [
      "do_not_use_all_caps_except_for_acronyms_initialisms_or_proper_nouns",
      "do_not_use_all_caps_except_for_acronyms_or_brand_names"
    ],
    complete_sentences: [
      "always_write_complete_sentences"
    ],
    compound_nouns: [
      "write_as_one_word",
      "write_with_hyphen"
    ],
    conjunctions: [
      "never_start_sentence_with_coordinating_conjunction"
    ],
    contractions: [
      "do_not_use_contractions",
      "use_contractions",
      "use_contractions_but_avoid_negative_contractions"
    ],
    established_loanwords: [
      "use_as_is",
      "use_native_or_sino_korean_equivalents"
    ],
    eszett: [
      "replace_eszett_with_ss"
    ],
    foreign_word_translation: [
      "use_equivalent_expressions_in_chinese",
      "use_foreign_forms_or_abbreviations_for_technical_terms_or_brand_names",
      "use_literal_translation",
      "use_localized_names_for_brands_with_official_chinese_translations",
      "use_mixture_of_transliteration_and_translation",
      "use_transliteration"
    ],
    french_verbs_ending_in_eler_and_eter: [
      "transcribe_open_e_sound_by_doubling_next_consonant",
      "transcribe_open_e_sound_with_grave_accent"
    ],
    i_and_u_with_circumflex_accents: [
      "do_not_use_circumflex_accents_except_in_verbs_and_to_distinguish_homophones",
      "use_circumflex_accents"
    ],
    informal_address_pronouns: [
      "capitalize_informal_address_pronouns",
      "do_not_capitalize_informal_address_pronouns"
    ],
    latin_abbreviations: [
      "do_not_use_latin_abbreviations"
    ],
    passive_voice: [
      "avoid_passive_voice_when_agent_is_known"
    ],
    past_participle_of_french_word_laisser_followed_by_infinitive: [
      "make_french_word_laisser_agree_with_direct_object_complement_if_it_appears_before_verb",
      "use_invariable_form_french_word_laiss\xE9"
    ],
    personal_titles: [
      "abbreviate",
      "do_not_abbreviate"
    ],
    pluralizing_foreign_words: [
      "use_french_spelling_rules",
      "use_original_language_spelling"
    ],
    quotation_modification: [
      "do_not_modify_text_in_quotation_marks",
      "modify_text_in_quotation_marks_according_to_custom_rules"
    ],
    spanish_word_solo: [
      "never_use_acute_accent",
      "use_acute_accent_when_used_as_adverb"
    ],
    special_characters: [
      "never_use_symbols"
    ],
    spelled_out_numbers: [
      "use_hyphens",
      "use_hyphens_between_elements_under_100_and_not_separated_by_french_word_et"
    ],
    umlauts: [
      "replace_umlauts_with_ae_oe_ue"
    ],
    unestablished_loanwords: [
      "paraphrase_in_korean",
      "use_as_is",
      "use_as_is_with_explanation_in_parentheses"
    ]
  },
  style_and_tone: {
    abbreviations: [
      "avoid_abbreviations_and_symbols_that_can_be_spelled_out_easily",
      "use_abbreviations_and_symbols"
    ],
    addressing_non_binary_people: [
      "use_spanish_word_elle",
      "use_spanish_word_ellx"
    ],
    addressing_the_reader: [
      "use_formal_french_word_vous",
      "use_formal_italian_word_lei",
      "use_informal_french_word_tu",
      "use_informal_italian_word_tu"
    ],
    anglicisms: [
      "avoid_anglicisms_when_there_is_a_french_equivalent"
    ],
    binary_representation_of_gender: [
      "avoid_binary_representation_of_gender_when_gender_neutral_language_can_be_used",
      "replace_binary_representations_of_gender_with_gender_neutral_language",
      "use_neutral_pronouns"
    ],
    complex_sentences: [
      "avoid_unnecessarily_complex_sentences"
    ],
    country_names: [
      "use_long_form",
      "use_short_form"
    ],
    declarative_endings: [
      "mix_hapsho_and_haeyo_styles",
      "use_hae_style",
      "use_haeyo_style",
      "use_hapsho_style",
      "use_hara_style"
    ],
    default_first_person_pronoun: [
      "do_not_use_first_person_pronouns",
      "omit_first_person_subject_when_clear_from_context",
      "use_first_person_pronouns"
    ],
    default_second_person_pronoun: [
      "do_not_use_second_person_pronouns",
      "use_second_person_pronouns"
    ],
    directional_language: [
      "do_not_use_directional_language"
    ],
    double_negatives: [
      "do_not_use_double_negatives",
      "use_double_negatives"
    ],
    formality: [
      "use_casual_tone",
      "use_formal_tone"
    ],
    gender_neutral_language_readability: [
      "use_generic_masculine_for_common_compound_nouns_if_it_increases_readability"
    ],
    gender_unspecified: [
      "use_both_masculine_and_feminine_forms",
      "use_gender_neutral_terms",
      "use_masculine_form_only",
      "use_middle_dots",
      "use_parentheses",
      "use_periods"
    ],
    gender_unspecified_or_mixed: [
      "use_both_feminine_and_masculine_forms",
      "use_feminine_form_only",
      "use_inclusive_nouns_and_adjectives",
      "use_masculine_form_only",
      "use_neutral_nouns_and_adjectives"
    ],
    idioms_colloquialisms_and_culture_specific_references: [
      "do_not_use"
    ],
    inflected_words_masculine_noun_agreement: [
      "place_masculine_nouns_closest_to_inflected_words"
    ],
    instructions_style: [
      "use_imperative",
      "use_indicative",
      "use_infinitive",
      "use_modal_verbs",
      "use_passive_voice"
    ],
    mixing_styles: [
      "do_not_mix_desu_masu_style_and_dearu_style"
    ],
    modal_verbs: [
      "avoid_modal_verbs"
    ],
    personal_vs_impersonal_style: [
      "use_impersonal_style",
      "use_personal_style"
    ],
    positive_vs_negative_language: [
      "use_positive_language"
    ],
    proximity_agreement: [
      "use"
    ],
    reader_action_required: [
      "use_you_must_when_action_is_required_from_reader"
    ],
    redundant_introductory_phrases: [
      "avoid_redundant_introductory_phrases",
      "do_not_use_redundant_phrases_that_refer_to_current_text"
    ],
    redundant_phrases: [
      "avoid_relativizing_and_redundant_phrases",
      "do_not_use_redundant_phrases"
    ],
    referring_to_non_binary_people: [
      "use_the_singular_and_plural_schwa"
    ],
    short_vs_long_words: [
      "use_short_words"
    ],
    simple_words_and_sentences: [
      "use_simple_words_and_sentences_avoid_hard_to_translate_words_and_figures_of_speech"
    ],
    text_position_references: [
      "avoid_directional_terms_as_only_reference_to_position_in_text_specify_exact_position_instead"
    ],
    tone: [
      "use_dearu_style_to_give_impression_content_is_accurate_and_rigorous_or_to_convey_sense_of_confidence_and_reliability",
      "use_desu_masu_style_to_give_impression_content_is_plain_and_straightforward_or_to_give_reader_reassuring_or_soft_impression"
    ],
    verbal_vs_nominal_style: [
      "use_nominal_style",
      "use_verbal_style"
    ]
  },
  vocabulary: {
    abbreviations: [
      "write_original_term_then_abbreviation_and_explanation"
    ],
    loanwords: [
      "add_explanation_to_loanword_if_difficult_to_rephrase",
      "rephrase_loanword_in_daily_use_chinese_or_japanese_words_if_possible",
      "rephrase_loanword_with_another_expression_if_not_established",
      "use_loanword_as_is_if_well_established"
    ]
  }
};

// src/catalog/catalog.ts
var CATALOG = catalog_data_default;
function catalogGroup(group) {
  return Object.hasOwn(CATALOG, group) ? CATALOG[group] : void 0;
}
function allowedValues(group, rule) {
  const rules = catalogGroup(group);
  return rules && Object.hasOwn(rules, rule) ? rules[rule] : void 0;
}

// src/config/setting-names.ts
var DEFAULT_KEY_VARIABLE = "STYLESYNC_API_KEY";
function cliSettingNames(keyVariable2 = DEFAULT_KEY_VARIABLE) {
  return { key: keyVariable2, authScheme: "--auth-scheme", baseUrl: "--base-url", baseUrlExample: "the --base-url https://... flag" };
}

// src/config/base-url.ts
var howToSet = (names) => `set ${names.baseUrl}, STYLESYNC_BASE_URL or base_url in stylesync.yaml`;
function isPlaceholder(value) {
  return /^\{[^}]*\}$/.test(value.trim());
}
function checkBaseUrl(raw, origin2 = "the base URL", names = cliSettingNames()) {
  if (isPlaceholder(raw)) {
    throw new StylesyncError(
      `The service address from ${origin2} is the placeholder ${raw}, not an address.`,
      `Use the real address of the style rules service: ${howToSet(names)}.`,
      { code: "address-placeholder" }
    );
  }
  let url;
  try {
    url = new URL(raw);
  } catch {
    throw new StylesyncError(
      `The service address from ${origin2} is not a valid URL.`,
      `Give a full address such as https://api.example.com: ${howToSet(names)}.`,
      { code: "address-invalid" }
    );
  }
  if (url.username !== "" || url.password !== "") {
    throw new StylesyncError(
      `The service address from ${origin2} contains credentials (user:password@).`,
      `Remove them from the address; the API key goes in ${names.key} and is sent only in the Authorization header.`,
      { code: "address-invalid" }
    );
  }
  if (url.search !== "" || raw.includes("?")) {
    throw new StylesyncError(
      `The service address from ${origin2} has a query string (${url.origin}${url.pathname}?...).`,
      "Remove the query string: the base URL is only scheme, host, port and an optional path prefix. Never put the API key in a URL.",
      { code: "address-invalid" }
    );
  }
  if (url.hash !== "" || raw.includes("#")) {
    throw new StylesyncError(
      `The service address from ${origin2} has a fragment (#...).`,
      "Remove the #... part from the base URL.",
      { code: "address-invalid" }
    );
  }
  if (url.protocol === "http:") {
    if (!isLoopback(url.hostname)) {
      throw new StylesyncError(
        `The service address ${url.origin} uses plain http, which would send the API key unencrypted.`,
        `Use https:// (plain http is accepted only for loopback addresses such as 127.0.0.1 and localhost): ${howToSet(names)}.`,
        { code: "address-insecure" }
      );
    }
  } else if (url.protocol !== "https:") {
    throw new StylesyncError(
      `The service address from ${origin2} uses ${url.protocol.replace(/:$/, "")}, not https.`,
      `Use an https:// address: ${howToSet(names)}.`,
      { code: "address-insecure" }
    );
  }
  const path7 = url.pathname.replace(/\/+$/, "");
  return `${url.origin}${path7}`;
}
function isLoopback(hostname) {
  const host = hostname.toLowerCase().replace(/^\[|\]$/g, "");
  if (host === "localhost" || host.endsWith(".localhost")) return true;
  if (host === "::1" || host === "0:0:0:0:0:0:0:1") return true;
  const v4 = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(host);
  return v4 !== null && v4[1] === "127" && v4.slice(1).every((part) => Number(part) <= 255);
}

// src/config/schema-check.ts
var import_ajv = __toESM(require_ajv(), 1);

// src/catalog/language-markers.ts
var LANGUAGE_NAMES = {
  de: "German",
  en: "English",
  es: "Spanish",
  fr: "French",
  it: "Italian",
  ja: "Japanese",
  ko: "Korean",
  zh: "Chinese"
};
var WORDS = entries({
  german: ["de"],
  umlauts: ["de"],
  eszett: ["de"],
  french: ["fr"],
  spanish: ["es"],
  italian: ["it"],
  japanese: ["ja"],
  kanji: ["ja"],
  hiragana: ["ja"],
  katakana: ["ja"],
  dearu: ["ja"],
  chinese: ["zh"],
  korean: ["ko"],
  hapsho: ["ko"],
  haeyo: ["ko"],
  hanja: ["ko"]
});
var PAIRS = entries({
  "desu masu": ["ja"],
  "hae style": ["ko"],
  "hara style": ["ko"],
  "english word": ["en"],
  "english words": ["en"]
});
var EAST_ASIAN_PAIRS = entries({
  "full width": ["ja", "zh"],
  "half width": ["ja", "zh", "ko"],
  "corner bracket": ["ja", "zh"],
  "corner brackets": ["ja", "zh"]
});
function entries(table) {
  return new Map(Object.entries(table));
}
var HANGUL = new RegExp("\\p{Script=Hangul}", "u");
var KANA = /[\p{Script=Hiragana}\p{Script=Katakana}]/u;
var HAN = new RegExp("\\p{Script=Han}", "u");
function languagesNamedBy(identifier) {
  const tokens = identifier.toLowerCase().split(/[_ ]+/);
  const words2 = /* @__PURE__ */ new Set();
  const eastAsian = /* @__PURE__ */ new Set();
  for (let k = 0; k < tokens.length; k++) {
    const token = tokens[k];
    for (const l of WORDS.get(token) ?? []) words2.add(l);
    const pair = `${token} ${tokens[k + 1] ?? ""}`;
    for (const l of PAIRS.get(pair) ?? []) words2.add(l);
    for (const l of EAST_ASIAN_PAIRS.get(pair) ?? []) eastAsian.add(l);
  }
  if (words2.size > 0) return words2;
  const scripts = /* @__PURE__ */ new Set();
  if (HANGUL.test(identifier)) scripts.add("ko");
  if (KANA.test(identifier)) scripts.add("ja");
  if (HAN.test(identifier)) {
    scripts.add("zh");
    scripts.add("ja");
  }
  if (scripts.size > 0) return scripts;
  return eastAsian.size > 0 ? eastAsian : void 0;
}
var cache = /* @__PURE__ */ new Map();
function ruleLanguages(rule, value) {
  const key = `${rule}\0${value}`;
  if (cache.has(key)) return cache.get(key);
  const languages = languagesNamedBy(value) ?? languagesNamedBy(rule);
  if (cache.size < 1e4) cache.set(key, languages);
  return languages;
}
function languagesInWords(languages) {
  return orList([...languages].map((l) => `${LANGUAGE_NAMES[l]} (${l})`));
}

// src/config/schema-errors.ts
var LIST_ONLY_FIELDS = /* @__PURE__ */ new Set(["name", "language", "style_id", "state"]);
function translateSchemaErrors(errors, ctx) {
  const out = [];
  const seen = /* @__PURE__ */ new Set();
  for (const error2 of errors) {
    const d = translate2(error2, ctx);
    if (!d) continue;
    const key = `${d.path}\0${d.code}`;
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(d);
  }
  return out;
}
function translate2(error2, ctx) {
  const path7 = toPath(error2.instancePath, ctx.data);
  if (saidElsewhere(error2, path7, ctx.kind)) return void 0;
  const { file } = ctx;
  const at2 = (p, where4 = "value") => ({ file, pos: locate(ctx.pos, p, where4), path: formatPath(p) });
  const value = valueAt(ctx.data, path7);
  const field2 = String(path7[path7.length - 1] ?? "");
  const params = error2.params;
  switch (error2.keyword) {
    case "required": {
      const missing = String(params.missingProperty);
      const whose = path7.length === 0 ? "" : `${where(path7)}: `;
      return diagnostic("error", "missing-field", at2(path7), `${whose}\`${missing}\` is missing`, requiredHint(missing, path7, ctx.kind));
    }
    case "anyOf":
      return diagnostic(
        "error",
        "missing-field",
        at2(path7),
        "a tombstone (state: absent) needs `name` or `style_id` to say which live list to delete",
        "Add the name of the live list (or its style_id), or remove `state: absent` to keep the list."
      );
    case "additionalProperties":
      return unknownField(String(params.additionalProperty), path7, error2, ctx);
    case "type":
      return diagnostic(
        "error",
        "wrong-type",
        at2(path7),
        `${where(path7)} must be ${article(String(params.type))}, not ${describe2(value)}`,
        typeHint(String(params.type), value, field2)
      );
    case "enum":
      return enumProblem(field2, value, params.allowedValues, at2(path7));
    case "minLength":
    case "pattern":
      if (field2 === "source_language" && typeof value === "string" && value !== "") return sourceLanguage(value, at2(path7));
      return diagnostic("error", "empty-value", at2(path7), `${where(path7)} is empty`, emptyHint(field2));
    case "maxLength":
      return tooLong(field2, value, Number(params.limit), path7, at2(path7));
    case "maxItems":
      return diagnostic(
        "error",
        "too-many-instructions",
        at2(path7),
        `${where(path7)} has ${Array.isArray(value) ? value.length : "?"} instructions; a list may have at most ${LIMITS.instructionsPerList}`,
        "Split the instructions over several lists or fragments used by different lists."
      );
    case "minimum":
    case "maximum":
      return diagnostic(
        "error",
        "out-of-range",
        at2(path7),
        `${where(path7)} must be ${error2.keyword === "minimum" ? "at least" : "at most"} ${String(params.limit)}`,
        field2 === "max_delete_percent" ? "Give a percentage from 0 to 100." : "Give a whole number of 0 or more."
      );
    case "propertyNames":
      return diagnostic(
        "error",
        "invalid-name",
        at2(path7),
        `${where(path7)}: \`${String(params.propertyName)}\` is not a valid target name`,
        "Use letters, digits, `_`, `-` and `.` only."
      );
    default:
      return diagnostic("error", "schema", at2(path7), `${where(path7)} ${error2.message ?? "is invalid"}`, "See docs/style-files.md for the file format.");
  }
}
function saidElsewhere(error2, path7, kind) {
  if (error2.keyword === "if") return true;
  if (error2.keyword === "enum" && path7[0] === "configured_rules") return true;
  if (error2.keyword === "maxItems" && kind === "list" && path7[0] === "custom_instructions" && path7.length === 1) return true;
  return error2.keyword === "required" && error2.schemaPath.includes("/anyOf/");
}
function tooLong(field2, value, limit, path7, at2) {
  const length = typeof value === "string" ? codePointLength(value) : 0;
  return diagnostic(
    "error",
    `${field2}-too-long`,
    at2,
    `${where(path7)} is ${length} characters long; the service allows at most ${limit} (counted in Unicode code points)`,
    `Shorten the ${field2} by ${plural(length - limit, "character")}.`
  );
}
function unknownField(name, path7, error2, ctx) {
  const full = [...path7, name];
  const at2 = { file: ctx.file, pos: locate(ctx.pos, full, "key"), path: formatPath(full) };
  if (ctx.kind === "fragment" && path7.length === 0 && LIST_ONLY_FIELDS.has(name)) {
    return diagnostic(
      "error",
      "fragment-field",
      at2,
      `a fragment cannot set \`${name}\`: fragments hold only configured_rules, custom_instructions, examples and extends`,
      "Move it into the list files that extend this fragment, or, if this file is meant to be a list, rename it without the leading `_` (and out of the fragments directories)."
    );
  }
  if (ctx.kind === "config" && /api_?key$/i.test(name)) {
    return diagnostic(
      "error",
      "key-in-config",
      at2,
      `\`${name}\`: API keys never belong in stylesync.yaml`,
      "Remove it (and rotate the key if this file was committed); put the key in an environment variable and name that variable in `api_key_env`."
    );
  }
  const allowed = Object.keys(error2.parentSchema?.properties ?? {}).filter(
    (k) => k !== "$schema"
  );
  const guesses = typoSuggestions(name, allowed);
  const hint = guesses.length > 0 ? `Did you mean ${orList(guesses.map((g) => `\`${g}\``))}?` : `Allowed here: ${allowed.join(", ")}.`;
  return diagnostic("error", "unknown-field", at2, `unknown field \`${name}\`${path7.length > 0 ? ` in ${formatPath(path7)}` : ""}`, hint);
}
function enumProblem(field2, value, allowed, at2) {
  const options = allowed.map(String);
  if (field2 === "language") {
    const text2 = String(value);
    const lower = text2.toLowerCase();
    const root = rootLanguage(lower.replaceAll("_", "-"));
    let hint;
    if (options.includes(lower)) hint = `Write it in lower case: \`${lower}\`.`;
    else if (root !== lower && options.includes(root)) hint = `Lists apply to root languages (\`${root}\` covers every ${root} variant): write \`${root}\`.`;
    else if (languageNamed(lower) !== void 0) hint = `Write the language code: \`${languageNamed(lower)}\`.`;
    else hint = `Style rule lists support ${orList(options)}${closestHint(text2, options)}`;
    return diagnostic("error", "invalid-language", at2, `language \`${text2}\` is not a style rule list language`, hint);
  }
  if (field2 === "state") {
    return diagnostic("error", "invalid-state", at2, `state \`${String(value)}\` is not present or absent`, "Write `state: absent` to delete the live list, or leave `state` out to keep it.");
  }
  return diagnostic("error", "invalid-value", at2, `${at2.path} \`${String(value)}\` is not allowed`, `Use one of ${orList(options)}${closestHint(String(value), options)}`);
}
var NATIVE_NAMES = {
  deutsch: "de",
  espa\u00F1ol: "es",
  espanol: "es",
  castellano: "es",
  fran\u00E7ais: "fr",
  francais: "fr",
  italiano: "it",
  \u65E5\u672C\u8A9E: "ja",
  nihongo: "ja",
  \uD55C\uAD6D\uC5B4: "ko",
  \u4E2D\u6587: "zh",
  mandarin: "zh"
};
function languageNamed(text2) {
  const word = text2.trim();
  const english = STYLE_LANGUAGES.find((code) => LANGUAGE_NAMES[code].toLowerCase() === word);
  return english ?? (Object.hasOwn(NATIVE_NAMES, word) ? NATIVE_NAMES[word] : void 0);
}
function closestHint(text2, options) {
  const near = closest(text2, options, 1, 2);
  return near.length > 0 ? `; did you mean \`${near[0]}\`?` : ".";
}
function sourceLanguage(value, at2) {
  const lower = value.toLowerCase();
  if (lower !== value && new RegExp("^[a-z]{2,3}(-[a-z0-9]{1,8})*$").test(lower)) {
    return diagnostic(
      "error",
      "source-language-case",
      at2,
      `source_language \`${value}\` must be lower case`,
      `Write \`${lower}\`: the service expects lower-case language codes.`
    );
  }
  const named3 = languageNamed(lower);
  return diagnostic(
    "error",
    "invalid-source-language",
    at2,
    `source_language \`${value}\` is not a language code`,
    named3 !== void 0 ? `Write the language code: \`${named3}\`.` : `Write a lower-case language code such as ${orList(STYLE_LANGUAGES.slice(0, 3).map((l) => `\`${l}\``))}.`
  );
}
function requiredHint(missing, path7, kind) {
  switch (missing) {
    case "name":
      return "Add `name:` with the name the list has (or should have) on the service.";
    case "language":
      return `Add \`language:\` with the target language: ${orList([...STYLE_LANGUAGES])}.`;
    case "label":
    case "prompt":
      return "Every instruction needs `label` and `prompt` (`source_language`, e.g. `source_language: en`, is optional).";
    case "text":
      return "Every example needs the `text` to translate.";
    default:
      return `Add \`${missing}\`${path7.length > 0 ? ` to ${formatPath(path7)}` : ""}; see docs/style-files.md (${kind}).`;
  }
}
function emptyHint(field2) {
  switch (field2) {
    case "label":
      return "Give the instruction a short label that says what it is about (it identifies the instruction in plans).";
    case "prompt":
      return "Write the instruction, or remove the entry.";
    case "name":
      return "Give the list its name on the service.";
    default:
      return `Give \`${field2}\` a value or remove it.`;
  }
}
function typeHint(expected, value, field2) {
  if (expected === "string" && (typeof value === "number" || typeof value === "boolean" || value === null)) {
    return value === null ? `Give \`${field2}\` a value, or remove the line.` : `Put the value in quotes, e.g. ${field2}: "${String(value)}" (YAML reads it as a ${typeof value} otherwise).`;
  }
  if (expected === "object") return "Write it as a mapping of `key: value` lines, indented under the field.";
  if (expected === "array") return "Write it as a list: one `- item` line per entry, indented under the field.";
  if (expected.includes("array")) return "Write one path, or a list of paths (`- ./_fragment.yaml`).";
  if (expected === "boolean") return "Write true or false.";
  if (expected === "integer" || expected === "number") return "Write a number without quotes.";
  return "See docs/style-files.md for the file format.";
}
function where(path7) {
  return path7.length === 0 ? "the document" : `\`${formatPath(path7)}\``;
}
function article(type) {
  const words2 = {
    string: "a string",
    object: "a mapping (key: value lines)",
    array: "a list",
    boolean: "true or false",
    integer: "a whole number",
    number: "a number",
    "string,array": "a path or a list of paths"
  };
  return words2[type] ?? type;
}
function describe2(value) {
  if (value === null || value === void 0) return "empty";
  if (Array.isArray(value)) return "a list";
  if (typeof value === "object") return "a mapping";
  if (typeof value === "string") return `the text "${value.length > 40 ? `${value.slice(0, 40)}\u2026` : value}"`;
  return `the ${typeof value} ${String(value)}`;
}
function toPath(pointer, data) {
  if (pointer === "") return [];
  const out = [];
  let node = data;
  for (const raw of pointer.slice(1).split("/")) {
    const segment2 = raw.replace(/~1/g, "/").replace(/~0/g, "~");
    if (Array.isArray(node)) {
      const index2 = Number(segment2);
      out.push(index2);
      node = node[index2];
    } else {
      out.push(segment2);
      node = node && typeof node === "object" ? node[segment2] : void 0;
    }
  }
  return out;
}
function valueAt(data, path7) {
  let node = data;
  for (const segment2 of path7) {
    if (node === null || typeof node !== "object") return void 0;
    node = node[segment2];
  }
  return node;
}

// src/catalog/rule-words.ts
function allowedRuleValues(rule) {
  for (const rules of Object.values(CATALOG)) if (Object.hasOwn(rules, rule)) return rules[rule];
  return void 0;
}
var PATTERN = /* @__PURE__ */ new Map([
  ["dd", "DD"],
  ["mm", "MM"],
  ["yy", "YY"],
  ["yyyy", "YYYY"],
  ["hh", "HH"]
]);
var SEPARATOR = /* @__PURE__ */ new Map([
  ["period", "."],
  ["slash", "/"],
  ["hyphen", "-"],
  ["colon", ":"]
]);
var PROPER = /* @__PURE__ */ new Map([
  ["bc", "BC"],
  ["ad", "AD"],
  ["bce", "BCE"],
  ["ce", "CE"],
  ["iso", "ISO"],
  ["si", "SI"],
  ["am", "AM"],
  ["pm", "PM"],
  ["chinese", "Chinese"],
  ["english", "English"],
  ["french", "French"],
  ["german", "German"],
  ["italian", "Italian"],
  ["japanese", "Japanese"],
  ["korean", "Korean"],
  ["spanish", "Spanish"],
  ["arabic", "Arabic"],
  ["roman", "Roman"],
  ["north", "North"],
  ["american", "American"],
  ["uhr", "Uhr"]
]);
function ruleInWords(rule) {
  return capitalise(words(rule.split("_")));
}
function valueInWords(rule, value) {
  let tokens = value.split(/[_ ]+/);
  if (tokens[0] === "use" && tokens.length > 1) tokens = tokens.slice(1);
  const tail = ["as", ...rule.split("_")];
  const n = tokens.length - tail.length;
  const short2 = tokens.slice(0, Math.max(n, 0)).join("_");
  const taken = (allowedRuleValues(rule) ?? []).some((v) => v === short2 || v === `use_${short2}`);
  if (n > 0 && !taken && tail.every((t, k) => tokens[n + k] === t)) tokens = tokens.slice(0, n);
  return words(tokens);
}
function ruleValueInWords(rule, value) {
  return `${ruleInWords(rule)}: ${valueInWords(rule, value)}`;
}
function words(tokens) {
  let out = "";
  let glued = false;
  for (let k = 0; k < tokens.length; k++) {
    const token = tokens[k];
    const pattern = PATTERN.get(token);
    const symbol = SEPARATOR.get(token);
    if (symbol !== void 0 && isPattern(tokens[k - 1]) && isPattern(tokens[k + 1])) {
      out += symbol;
      glued = true;
      continue;
    }
    const joiner = glued || out === "" ? "" : /^\d+$/.test(tokens[k - 1] ?? "") && token === "hour" ? "-" : " ";
    out += joiner + (pattern ?? PROPER.get(token) ?? token);
    glued = false;
  }
  return out;
}
function isPattern(token) {
  return token !== void 0 && PATTERN.has(token);
}
function capitalise(text2) {
  return text2.charAt(0).toUpperCase() + text2.slice(1);
}

// src/catalog/schema.ts
var JSON_SCHEMA_DRAFT = "http://json-schema.org/draft-07/schema#";

// src/config/schemas.ts
var RULES_SCHEMA_FILE = "configured-rules.schema.json";
var RULES_BY_LANGUAGE_SCHEMA_FILE = "configured-rules-by-language.schema.json";
var SOURCE_LANGUAGE_PATTERN = "^[a-z]{2,3}(-[a-z0-9]{1,8})*$";
var NOT_BLANK = "\\S";
var docs = "See docs/style-files.md.";
var RULES_SHAPE = {
  type: "object",
  additionalProperties: { type: "object", additionalProperties: { type: "string" } }
};
function definitions() {
  return {
    extends: {
      description: "Fragments to build on, relative to this file; later ones override earlier ones, and this file overrides them all.",
      type: ["string", "array"],
      minLength: 1,
      items: { type: "string", minLength: 1 }
    },
    instruction: {
      type: "object",
      description: "A free-text instruction; the service stores it verbatim.",
      properties: {
        label: {
          type: "string",
          maxLength: LIMITS.labelMaxCodePoints,
          pattern: NOT_BLANK,
          description: `Short label, unique within the list; at most ${LIMITS.labelMaxCodePoints} characters (code points).`
        },
        prompt: {
          type: "string",
          maxLength: LIMITS.promptMaxCodePoints,
          pattern: NOT_BLANK,
          description: `The instruction, at most ${LIMITS.promptMaxCodePoints} characters (code points).`
        },
        source_language: {
          type: "string",
          pattern: SOURCE_LANGUAGE_PATTERN,
          description: "Lower-case code of the source language the instruction applies to, e.g. en. Optional: without it the instruction names no source language, and matches a live instruction that has none."
        }
      },
      required: ["label", "prompt"],
      additionalProperties: false
    },
    examples: {
      type: "array",
      description: "Sample translations `stylesync plan --check-translations` runs with the list, before and after the change.",
      items: {
        type: "object",
        properties: {
          text: { type: "string", pattern: NOT_BLANK, description: "Source text to translate." },
          source_language: {
            type: "string",
            pattern: SOURCE_LANGUAGE_PATTERN,
            description: "Language of the text, e.g. en; detected by the service when absent."
          },
          target_language: {
            type: "string",
            minLength: 1,
            description: "Target language code as the service names it (e.g. en-GB); the list's language when absent. Must share the list's root language."
          },
          context: { type: "string", description: "Context sent with the text; not translated or billed." },
          expect: {
            type: "object",
            properties: {
              contains: { type: "array", items: { type: "string", minLength: 1 }, description: "Text the translation must contain." },
              not_contains: { type: "array", items: { type: "string", minLength: 1 }, description: "Text the translation must not contain." },
              matches: {
                type: "array",
                items: { type: "string", minLength: 1 },
                description: "Regular expressions (JavaScript syntax) the translation must match."
              }
            },
            additionalProperties: false
          }
        },
        required: ["text"],
        additionalProperties: false
      }
    }
  };
}
function contentProperties(rules) {
  return {
    $schema: { type: "string" },
    extends: { $ref: "#/definitions/extends" },
    configured_rules: rules,
    custom_instructions: {
      type: "array",
      maxItems: LIMITS.instructionsPerList,
      items: { $ref: "#/definitions/instruction" }
    },
    examples: { $ref: "#/definitions/examples" }
  };
}
function buildStyleListSchema() {
  return {
    $schema: JSON_SCHEMA_DRAFT,
    title: "stylesync style rule list",
    description: `One style rule list of the style rules service, kept as code. ${docs}`,
    type: "object",
    properties: {
      name: { type: "string", pattern: NOT_BLANK, description: "Name of the list on the service; unique across the style files." },
      language: {
        type: "string",
        enum: [...STYLE_LANGUAGES],
        enumDescriptions: STYLE_LANGUAGES.map((l) => LANGUAGE_NAMES[l]),
        description: "Target language the rules apply to; the editor offers the rule values meant for it."
      },
      style_id: {
        type: "string",
        minLength: 1,
        description: "Optional pin to an existing live list: adopts it and lets the name change."
      },
      state: {
        type: "string",
        enum: ["present", "absent"],
        default: "present",
        description: "absent deletes the live list (a tombstone)."
      },
      ...contentProperties({
        description: "Groups of predefined rules of the style rules service, with the chosen option for each; the editor offers the options meant for the list's language.",
        ...RULES_SHAPE
      })
    },
    additionalProperties: false,
    // A tombstone only has to say which list to delete.
    if: { properties: { state: { const: "absent" } }, required: ["state"] },
    then: { anyOf: [{ required: ["name"] }, { required: ["style_id"] }] },
    else: { required: ["name", "language"] },
    allOf: [{ $ref: RULES_BY_LANGUAGE_SCHEMA_FILE }],
    definitions: definitions()
  };
}
function buildFragmentSchema() {
  return {
    $schema: JSON_SCHEMA_DRAFT,
    title: "stylesync style fragment",
    description: `Shared rules, instructions and examples that style lists pull in with \`extends\`; never synced on its own. ${docs}`,
    type: "object",
    properties: contentProperties({ $ref: RULES_SCHEMA_FILE }),
    additionalProperties: false,
    definitions: definitions()
  };
}
function buildRepoConfigSchema() {
  const baseUrl = { type: "string", pattern: "^https?://", description: "Service address; https unless it is a loopback address." };
  const authScheme = {
    type: "string",
    pattern: "^[A-Za-z0-9!#$%&'*+.^_`|~-]+$",
    description: "The word before the key in the Authorization header (default Service-Auth-Key)."
  };
  const stylesDir = { type: "string", minLength: 1, description: "Directory of the style files, relative to this file." };
  return {
    $schema: JSON_SCHEMA_DRAFT,
    title: "stylesync repository config",
    description: `stylesync.yaml at the repository root. ${docs}`,
    type: "object",
    properties: {
      $schema: { type: "string" },
      styles_dir: { ...stylesDir, default: "styles" },
      fragments: {
        type: "array",
        items: { type: "string", minLength: 1 },
        description: "Directories whose files are fragments, relative to this file."
      },
      base_url: baseUrl,
      auth_scheme: authScheme,
      prune: { type: "boolean", default: false, description: "Delete live lists that no style file declares." },
      ignore: {
        type: "array",
        items: { type: "string", minLength: 1 },
        description: "Names of live lists that prune never deletes; `*` matches any run of characters."
      },
      extra_rules: {
        type: "array",
        items: { type: "string", pattern: "^[^.\\s]+\\.[^.\\s]+$" },
        description: "Rules the service has and stylesync's catalog lacks, as group.rule (e.g. numbers.new_rule): accepted with any value. Any other rule missing from the catalog is an error, because the service would store a misspelt rule and ignore it."
      },
      thresholds: {
        type: "object",
        properties: {
          max_deletes: { type: "integer", minimum: 0, default: 10, description: "Refuse plans that delete more lists than this." },
          max_delete_percent: {
            type: "number",
            minimum: 0,
            maximum: 100,
            default: 25,
            description: "Refuse plans that delete more than this percentage of the live lists (checked when there are at least 10)."
          }
        },
        additionalProperties: false
      },
      targets: {
        type: "object",
        description: "Named services (staging, production...) chosen with --target.",
        propertyNames: { pattern: "^[A-Za-z0-9_.-]+$" },
        additionalProperties: {
          type: "object",
          properties: {
            base_url: baseUrl,
            api_key_env: {
              type: "string",
              pattern: "^[A-Za-z_][A-Za-z0-9_]*$",
              description: "Name of the environment variable that holds this target's key (never the key itself)."
            },
            styles_dir: stylesDir,
            auth_scheme: authScheme
          },
          additionalProperties: false
        }
      }
    },
    additionalProperties: false
  };
}

// src/config/schema-check.ts
var BUILDERS = {
  list: buildStyleListSchema,
  fragment: buildFragmentSchema,
  config: buildRepoConfigSchema
};
var ajvs = {};
var validators = { first: {}, all: {} };
function validator(kind, mode) {
  const ready = validators[mode][kind];
  if (ready) return ready;
  const all = mode === "all";
  const ajv = ajvs[mode] ??= new import_ajv.Ajv({ allErrors: all, verbose: all, strict: false, logger: false, validateSchema: false }).addSchema(RULES_SHAPE, RULES_SCHEMA_FILE).addSchema({}, RULES_BY_LANGUAGE_SCHEMA_FILE);
  const compiled = ajv.compile(BUILDERS[kind]());
  validators[mode][kind] = compiled;
  return compiled;
}
function schemaCheck(kind, file, data, pos) {
  if (validator(kind, "first")(data)) return [];
  const validate2 = validator(kind, "all");
  if (validate2(data)) return [];
  return translateSchemaErrors(validate2.errors ?? [], { file, kind, data, pos });
}

// src/util/is-object.ts
function isObject3(value) {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

// src/config/repo-config.ts
var CONFIG_FILE_NAME = "stylesync.yaml";
var DEFAULT_STYLES_DIR = "styles";
var DEFAULT_THRESHOLDS = { max_deletes: 10, max_delete_percent: 25 };
function defaultRepoConfig(root) {
  return {
    root,
    styles_dir: path4.resolve(root, DEFAULT_STYLES_DIR),
    fragments: [],
    prune: false,
    ignore: [],
    thresholds: { ...DEFAULT_THRESHOLDS },
    targets: {}
  };
}
function checkRepoConfig(parsed, root) {
  const { file, data, pos } = parsed;
  const diagnostics = schemaCheck("config", file, data, pos);
  const config = defaultRepoConfig(root);
  const doc = isObject3(data) ? data : {};
  const bad = new Set(diagnostics.map((d) => d.path.split(/[.[]/)[0]));
  const at2 = (p) => ({ file, pos: locate(pos, p), path: formatPath(p) });
  const dir = (value, p) => {
    if (typeof value !== "string" || value === "") return void 0;
    const abs = path4.resolve(root, value);
    if (repoRelative(root, abs) === void 0) {
      diagnostics.push(
        diagnostic("error", "outside-repository", at2(p), `\`${value}\` is outside the repository (${root})`, "Keep style files and fragments inside the directory of stylesync.yaml.")
      );
      return void 0;
    }
    return abs;
  };
  const url = (value, p) => {
    if (typeof value !== "string") return void 0;
    try {
      checkBaseUrl(value, `${formatPath(p)} in ${file}`);
      return value;
    } catch (error2) {
      if (!(error2 instanceof StylesyncError)) throw error2;
      diagnostics.push(diagnostic("error", "invalid-base-url", at2(p), error2.message, error2.hint));
      return void 0;
    }
  };
  if (!bad.has("styles_dir")) config.styles_dir = dir(doc.styles_dir, ["styles_dir"]) ?? config.styles_dir;
  if (!bad.has("fragments") && Array.isArray(doc.fragments)) {
    config.fragments = doc.fragments.flatMap((f, i) => dir(f, ["fragments", i]) ?? []);
  }
  if (!bad.has("base_url")) {
    const baseUrl = url(doc.base_url, ["base_url"]);
    if (baseUrl !== void 0) config.base_url = baseUrl;
  }
  if (!bad.has("auth_scheme") && typeof doc.auth_scheme === "string") config.auth_scheme = doc.auth_scheme;
  if (!bad.has("prune") && typeof doc.prune === "boolean") config.prune = doc.prune;
  if (!bad.has("ignore") && Array.isArray(doc.ignore)) config.ignore = doc.ignore.filter((p) => typeof p === "string");
  if (!bad.has("extra_rules") && Array.isArray(doc.extra_rules)) {
    config.extra_rules = doc.extra_rules.filter((entry) => typeof entry === "string");
    doc.extra_rules.forEach((entry, index2) => {
      if (typeof entry === "string" && isKnownRule(entry)) diagnostics.push(knownExtraRule(entry, at2(["extra_rules", index2])));
    });
  }
  if (!bad.has("thresholds") && isObject3(doc.thresholds)) {
    const { max_deletes, max_delete_percent } = doc.thresholds;
    if (typeof max_deletes === "number") config.thresholds.max_deletes = max_deletes;
    if (typeof max_delete_percent === "number") config.thresholds.max_delete_percent = max_delete_percent;
  }
  if (isObject3(doc.targets)) {
    for (const [name, raw] of Object.entries(doc.targets)) {
      if (!isObject3(raw) || bad.has("targets") && diagnostics.some((d) => d.path.startsWith(`targets.${name}`))) continue;
      const target = {};
      const baseUrl = url(raw.base_url, ["targets", name, "base_url"]);
      if (baseUrl !== void 0) target.base_url = baseUrl;
      if (typeof raw.api_key_env === "string") target.api_key_env = raw.api_key_env;
      const stylesDir = dir(raw.styles_dir, ["targets", name, "styles_dir"]);
      if (stylesDir !== void 0) target.styles_dir = stylesDir;
      if (typeof raw.auth_scheme === "string") target.auth_scheme = raw.auth_scheme;
      Object.defineProperty(config.targets, name, { value: target, enumerable: true, writable: true, configurable: true });
    }
  }
  return { config, diagnostics };
}
function isKnownRule(entry) {
  const [group = "", rule = ""] = entry.split(".");
  return allowedValues(group, rule) !== void 0;
}
function knownExtraRule(entry, at2) {
  return diagnostic("warning", "extra-rule-known", at2, `\`${entry}\` is in stylesync's catalog already, so its values are checked anyway`, "Remove it from `extra_rules`.");
}

// src/config/diagnostic-cap.ts
var MAX_DIAGNOSTICS_PER_FILE = 100;
function moreDiagnostics(file, count, error2, pos) {
  return diagnostic(
    error2 ? "error" : "warning",
    "more-diagnostics",
    { file, pos },
    `\u2026 and ${count} more ${count === 1 ? "problem" : "problems"} in this file not shown`,
    "Fix the problems above and validate again; the rest will show then."
  );
}

// src/config/document-check.ts
var GROUP_GROWS = "The service's catalog is larger than any local copy and grows: if the service accepts it, keep it (run without --strict); otherwise fix the spelling.";
var RULE_ESCAPE = "If the service has this rule and stylesync's catalog lacks it, list it under `extra_rules:` in stylesync.yaml";
function checkDocument(parsed, kind, options) {
  const { file, data, pos } = parsed;
  const diagnostics = schemaCheck(kind, file, data, pos);
  const doc = isObject3(data) ? data : {};
  const origin2 = (path7, at2 = "value") => ({ file, ...locate(pos, path7, at2) });
  const name = str(doc.name);
  const style_id = str(doc.style_id);
  const content2 = {
    file,
    kind,
    hasErrors: false,
    state: doc.state === "absent" ? "absent" : "present",
    origin: origin2(name !== void 0 ? ["name"] : style_id !== void 0 ? ["style_id"] : []),
    extendsRefs: extendsRefs(doc.extends, origin2),
    rules: {},
    ruleOrigins: {},
    instructions: [],
    instructionsAt: { origin: origin2(["custom_instructions"], "key"), path: "custom_instructions" },
    examples: []
  };
  if (name !== void 0) content2.name = name;
  if (style_id !== void 0) {
    content2.style_id = style_id;
    content2.styleIdOrigin = origin2(["style_id"]);
  }
  const language2 = str(doc.language);
  if (language2 !== void 0) {
    content2.language = language2;
    content2.languageOrigin = origin2(["language"]);
  }
  const nameControl = name === void 0 ? void 0 : controlCharacter("name", name, { file, pos: locate(pos, ["name"]), path: "name" });
  if (nameControl) diagnostics.push(nameControl);
  else if (name !== void 0 && name.trim() !== "" && name !== name.trim()) {
    diagnostics.push(
      diagnostic(
        "warning",
        "surrounding-whitespace",
        { file, pos: locate(pos, ["name"]), path: "name" },
        "name starts or ends with spaces; the service stores it verbatim, so it would not match the same name without them",
        "Remove the spaces."
      )
    );
  }
  checkRules(doc.configured_rules, content2, pos, options, diagnostics);
  collectInstructions(doc.custom_instructions, content2, pos, diagnostics);
  collectExamples(doc.examples, content2, origin2, diagnostics);
  if (kind === "list" && content2.state === "absent") {
    for (const field2 of ["extends", "configured_rules", "custom_instructions", "examples"]) {
      if (doc[field2] === void 0) continue;
      diagnostics.push(
        diagnostic(
          "warning",
          "tombstone-content",
          { file, pos: locate(pos, [field2], "key"), path: field2 },
          `\`${field2}\` is ignored: this file is a tombstone (state: absent), so the live list is deleted`,
          "Remove it, or remove `state: absent` to keep the list."
        )
      );
    }
  }
  content2.hasErrors = diagnostics.some((d) => d.severity === "error");
  return { content: content2, diagnostics };
}
function extendsRefs(value, origin2) {
  if (typeof value === "string") return value === "" ? [] : [{ ref: value, origin: origin2(["extends"]), path: "extends" }];
  if (!Array.isArray(value)) return [];
  const refs = [];
  value.forEach((item, index2) => {
    if (typeof item === "string" && item !== "") refs.push({ ref: item, origin: origin2(["extends", index2]), path: `extends[${index2}]` });
  });
  return refs;
}
function checkRules(value, content2, pos, options, out) {
  if (!isObject3(value)) return;
  const { file } = content2;
  const groups = Object.keys(CATALOG);
  for (const [group, members] of Object.entries(value)) {
    if (!isObject3(members)) continue;
    if (group === "__proto__" || Object.hasOwn(members, "__proto__")) {
      out.push(
        diagnostic(
          "error",
          "reserved-name",
          { file, pos: locate(pos, ["configured_rules", group], "key"), path: formatPath(["configured_rules", group]) },
          "`__proto__` cannot be a rule group or rule name",
          "Remove it; no rule of the service has this name."
        )
      );
      continue;
    }
    const known = catalogGroup(group);
    if (!known) {
      const guesses = typoSuggestions(group, groups);
      out.push(
        diagnostic(
          options.strict ? "error" : "warning",
          "unknown-group",
          { file, pos: locate(pos, ["configured_rules", group], "key"), path: formatPath(["configured_rules", group]) },
          `rule group \`${group}\` is not in stylesync's catalog`,
          `${guesses.length > 0 ? `Did you mean ${orList(guesses.map((g) => `\`${g}\``))}? ` : ""}${GROUP_GROWS}`
        )
      );
    }
    for (const [rule, choice] of Object.entries(members)) {
      if (typeof choice !== "string") continue;
      const path7 = ["configured_rules", group, rule];
      if (!Object.hasOwn(content2.rules, group)) content2.rules[group] = {};
      content2.rules[group][rule] = choice;
      content2.ruleOrigins[`${group}.${rule}`] = { file, ...locate(pos, path7, "key") };
      if (!known) continue;
      const allowed = allowedValues(group, rule);
      if (!allowed) {
        if (options.extraRules?.has(`${group}.${rule}`)) continue;
        out.push(
          diagnostic(
            "error",
            "unknown-rule",
            { file, pos: locate(pos, path7, "key"), path: formatPath(path7) },
            `rule \`${group}.${rule}\` is not in stylesync's catalog, so it is probably misspelt (the service would store it and ignore it)`,
            `${unknownRuleHint(group, rule)}${RULE_ESCAPE}: \`extra_rules: [${group}.${rule}]\`.`
          )
        );
        continue;
      }
      if (allowed.includes(choice)) continue;
      const guesses = fittingSuggestions(choice, allowed, fitFor(rule, content2.language));
      out.push(
        diagnostic(
          "error",
          "unknown-value",
          { file, pos: locate(pos, path7), path: formatPath(path7) },
          `\`${choice}\` is not an allowed value of ${group}.${rule}`,
          allowed.length <= 3 ? `Allowed values: ${orList(allowed.map((v) => `\`${v}\``))}.` : `Did you mean ${orList(guesses.map((g) => `\`${g}\``))}? (${allowed.length} values are allowed; see schema/configured-rules.schema.json.)`
        )
      );
    }
  }
}
function fitFor(rule, language2) {
  if (!isStyleLanguage(language2)) return () => "neutral";
  return (value) => {
    const meant = ruleLanguages(rule, value);
    if (!meant) return "neutral";
    return meant.has(language2) ? "own" : "foreign";
  };
}
function unknownRuleHint(group, rule) {
  const elsewhere = Object.keys(CATALOG).filter((g) => g !== group && allowedValues(g, rule) !== void 0);
  if (elsewhere.length > 0) return `\`${rule}\` is a rule of the ${orList(elsewhere.map((g) => `\`${g}\``))} group. `;
  const guesses = typoSuggestions(rule, Object.keys(catalogGroup(group) ?? {}));
  return guesses.length > 0 ? `Did you mean ${orList(guesses.map((g) => `\`${g}\``))}? ` : "";
}
function collectInstructions(value, content2, pos, out) {
  if (!Array.isArray(value)) return;
  const { file } = content2;
  const firstByLabel = /* @__PURE__ */ new Map();
  const items = pos.map?.custom_instructions?.seq;
  for (let index2 = 0; index2 < value.length; index2++) {
    const item = value[index2];
    if (!isObject3(item)) continue;
    const { label: label2, prompt, source_language } = item;
    if (typeof label2 !== "string" || typeof prompt !== "string") continue;
    if (source_language !== void 0 && typeof source_language !== "string") continue;
    const first = firstByLabel.get(label2);
    if (first !== void 0) {
      const firstAt = locate(pos, ["custom_instructions", first, "label"]);
      out.push(
        diagnostic(
          "error",
          "duplicate-label",
          fieldAt(file, pos, index2, "label"),
          `duplicate label \`${label2}\`: custom_instructions[${first}] at line ${firstAt.line} has the same label`,
          "Labels identify instructions (plans match live instructions by label): rename one, or merge the two."
        )
      );
      continue;
    }
    firstByLabel.set(label2, index2);
    const labelControl = controlCharacter("label", label2, fieldAt(file, pos, index2, "label"));
    if (labelControl) out.push(labelControl);
    else if (hasSurroundingSpace(label2)) out.push(surroundingSpace(file, pos, index2, "label", label2));
    if (hasSurroundingSpace(prompt)) out.push(surroundingSpace(file, pos, index2, "prompt", prompt));
    const at2 = items?.[index2] ?? pos;
    const origin2 = { file, line: at2.line, col: at2.col };
    if (source_language === void 0) {
      content2.instructions.push({ label: label2, prompt, origin: origin2 });
      continue;
    }
    const languageAt = locate(pos, ["custom_instructions", index2, "source_language"]);
    content2.instructions.push({
      label: label2,
      prompt,
      source_language,
      origin: origin2,
      source_language_origin: { file, line: languageAt.line, col: languageAt.col }
    });
  }
}
function fieldAt(file, pos, index2, field2) {
  const path7 = ["custom_instructions", index2, field2];
  return { file, pos: locate(pos, path7), path: formatPath(path7) };
}
var CONTROL = new RegExp("\\p{Cc}", "u");
function controlCharacter(field2, text2, at2) {
  const found = CONTROL.exec(text2);
  if (!found) return void 0;
  const code = `U+${found[0].charCodeAt(0).toString(16).toUpperCase().padStart(4, "0")}`;
  return diagnostic(
    "error",
    "control-character",
    at2,
    `${field2} holds a control character (${code} at character ${found.index + 1}); a reviewer cannot see it in a plan or a pull-request comment`,
    `Remove it: a ${field2} is one line of visible text. In YAML, a quoted "\\0", "\\t" or "\\n" is a control character; write the ${field2} plain or in single quotes.`
  );
}
function hasSurroundingSpace(text2) {
  if (text2 === "") return false;
  return (/\s/.test(text2[0]) || /\s/.test(text2[text2.length - 1])) && text2.trim() !== "";
}
function surroundingSpace(file, pos, index2, field2, text2) {
  const newline = text2.endsWith("\n");
  return diagnostic(
    "warning",
    "surrounding-whitespace",
    fieldAt(file, pos, index2, field2),
    `${field2} ${newline ? "ends with a line break" : "starts or ends with spaces"}; the service stores it verbatim`,
    newline ? "Use `|-` or `>-` instead of `|` or `>` to drop the final line break." : "Remove the spaces."
  );
}
function collectExamples(value, content2, origin2, diagnostics) {
  if (!Array.isArray(value)) return;
  value.forEach((item, index2) => {
    if (!isObject3(item) || typeof item.text !== "string") return;
    const at2 = {};
    const example = { text: item.text, origin: origin2(["examples", index2]), path: `examples[${index2}]`, at: at2 };
    for (const field2 of ["source_language", "target_language", "context"]) {
      const text2 = str(item[field2]);
      if (text2 === void 0) continue;
      example[field2] = text2;
      at2[field2] = origin2(["examples", index2, field2]);
    }
    if (isObject3(item.expect)) {
      example.expect = {};
      for (const kind of ["contains", "not_contains", "matches"]) {
        const list = strings(item.expect[kind]);
        if (!list) continue;
        example.expect[kind] = list;
        list.forEach((entry, i) => {
          at2[`expect.${kind}[${i}]`] = origin2(["examples", index2, "expect", kind, i]);
          if (kind === "matches") {
            const problem2 = regexProblem(entry);
            if (problem2 !== void 0) {
              const where4 = origin2(["examples", index2, "expect", kind, i]);
              diagnostics.push(
                diagnostic(
                  "error",
                  "invalid-pattern",
                  { file: where4.file, pos: where4, path: `examples[${index2}].expect.matches[${i}]` },
                  `expect.matches[${i}] is not a valid regular expression: ${problem2}`,
                  "Write a JavaScript regular expression without slashes, e.g. `\\b15:00\\b`; escape `.`, `(` and `[` to match them literally."
                )
              );
            }
          }
        });
      }
    }
    content2.examples.push(example);
  });
}
function regexProblem(pattern) {
  try {
    new RegExp(pattern, "u");
    return void 0;
  } catch (error2) {
    return error2.message;
  }
}
function str(value) {
  return typeof value === "string" ? value : void 0;
}
function strings(value) {
  return Array.isArray(value) && value.every((v) => typeof v === "string") ? value : void 0;
}

// src/config/extends.ts
import path5 from "node:path";
function resolveRef(fromFile, ref, isFragment) {
  const written2 = ref.replace(/\\/g, "/");
  if (path5.posix.isAbsolute(written2) || /^[A-Za-z]:\//.test(written2)) {
    return {
      ok: false,
      code: "extends-absolute",
      message: `extends \`${ref}\` is an absolute path`,
      hint: "Write the path relative to this file, e.g. ./_house-style.yaml, so the repository works wherever it is checked out."
    };
  }
  const file = path5.posix.normalize(path5.posix.join(path5.posix.dirname(fromFile), written2));
  if (file === ".." || file.startsWith("../")) {
    return {
      ok: false,
      code: "extends-outside-repo",
      message: `extends \`${ref}\` leaves the repository (it resolves to ${file})`,
      hint: "Fragments must live inside the repository (the directory of stylesync.yaml, or the current directory): copy the fragment in."
    };
  }
  if (!isYamlFileName(file)) {
    return {
      ok: false,
      code: "extends-not-yaml",
      message: `extends \`${ref}\` is not a .yaml or .yml file`,
      hint: "Point at a fragment file ending in .yaml or .yml."
    };
  }
  if (!isFragment(file)) {
    return {
      ok: false,
      code: "extends-not-fragment",
      message: `extends \`${ref}\` names ${file}, which is a style list, not a fragment`,
      hint: "Only fragments can be extended: give the file a name starting with `_` (or put it in a directory listed under `fragments` in stylesync.yaml) and remove its name/language."
    };
  }
  return { ok: true, file };
}

// src/config/example-targets.ts
function exampleTargetProblems(list) {
  const out = [];
  const root = rootLanguage(list.language);
  list.examples.forEach((example) => {
    if (example.target_language === void 0 || rootLanguage(example.target_language) === root) return;
    const at2 = example.at.target_language ?? example.origin;
    const whose = at2.file === list.file ? "this list" : `list \`${list.name}\` (${list.file}), which extends this fragment,`;
    out.push(
      diagnostic(
        "error",
        "example-target-mismatch",
        { file: at2.file, pos: at2, path: `${example.path}.target_language` },
        `example target_language \`${example.target_language}\` does not share the root language of ${whose} (${list.language}); the service translates with a list only into its own language and that language's regional variants`,
        `Use a target of language ${root} (such as ${root} or a regional variant of it), or move the example to a list of language ${rootLanguage(example.target_language)}.`
      )
    );
  });
  return out;
}

// src/config/merge.ts
function mergeList(list, fragments) {
  const desired = {
    file: list.file,
    name: list.name ?? "",
    language: list.language ?? "",
    state: list.state,
    configured_rules: {},
    ruleOrigins: {},
    custom_instructions: [],
    examples: [],
    origin: list.origin
  };
  if (list.style_id !== void 0) desired.style_id = list.style_id;
  if (list.languageOrigin !== void 0) desired.languageOrigin = list.languageOrigin;
  if (list.state === "absent") return desired;
  if (fragments.length === 0) {
    desired.configured_rules = copyRules(list.rules);
    desired.ruleOrigins = { ...list.ruleOrigins };
    desired.custom_instructions = [...list.instructions];
    desired.examples = [...list.examples];
    return desired;
  }
  const rules = {};
  const origins = {};
  const examples = [];
  const sources = [...fragments, list];
  for (const source of sources) {
    for (const [group, members] of Object.entries(source.rules)) {
      const target = Object.hasOwn(rules, group) ? rules[group] : rules[group] = {};
      for (const [rule, value] of Object.entries(members)) {
        target[rule] = value;
        const origin2 = source.ruleOrigins[`${group}.${rule}`];
        if (origin2) origins[`${group}.${rule}`] = origin2;
      }
    }
    examples.push(...source.examples);
  }
  desired.configured_rules = rules;
  desired.ruleOrigins = origins;
  desired.examples = examples;
  desired.custom_instructions = fragments.some((f) => f.instructions.length > 0) ? mergeInstructions(sources) : [...list.instructions];
  return desired;
}
function mergeInstructions(sources) {
  const byLabel = /* @__PURE__ */ new Map();
  for (const source of sources) {
    for (const instruction2 of source.instructions) {
      byLabel.delete(instruction2.label);
      byLabel.set(instruction2.label, instruction2);
    }
  }
  return [...byLabel.values()];
}
function copyRules(rules) {
  const out = {};
  for (const [group, members] of Object.entries(rules)) out[group] = { ...members };
  return out;
}

// src/config/validate.ts
var ProjectValidator = class {
  docs = /* @__PURE__ */ new Map();
  missing = /* @__PURE__ */ new Set();
  cycles = /* @__PURE__ */ new Set();
  diagnostics = [];
  /** Per file: how many diagnostics were kept, and those left out (with whether any was an error). */
  kept = /* @__PURE__ */ new Map();
  dropped = /* @__PURE__ */ new Map();
  /** Documents added since the last wanted(): only their references can name a fragment not yet asked for. */
  fresh = [];
  strict;
  extraRules;
  isFragment;
  constructor(options) {
    this.strict = options.strict ?? false;
    this.extraRules = new Set(options.extraRules);
    this.isFragment = options.isFragment;
  }
  /** A loaded file; its kind (list or fragment) follows from its path. */
  add(loaded) {
    if (this.docs.has(loaded.file)) return;
    if (!loaded.ok) {
      this.docs.set(loaded.file, null);
      for (const d of loaded.diagnostics) this.report(d);
      return;
    }
    for (const d of loaded.warnings) this.report(d);
    const kind = this.isFragment(loaded.file) ? "fragment" : "list";
    let checked;
    try {
      checked = checkDocument(loaded, kind, { strict: this.strict, extraRules: this.extraRules });
    } catch (error2) {
      if (!(error2 instanceof RangeError)) throw error2;
      this.docs.set(loaded.file, null);
      this.report(tooDeep(loaded.file));
      return;
    }
    this.docs.set(loaded.file, checked.content);
    if (checked.content) this.fresh.push(checked.content);
    for (const d of checked.diagnostics) this.report(d);
  }
  /** A problem found outside any document (a missing directory, an unknown target), or in one. */
  report(d) {
    const kept = this.kept.get(d.file) ?? 0;
    if (kept < MAX_DIAGNOSTICS_PER_FILE) {
      this.kept.set(d.file, kept + 1);
      this.diagnostics.push(d);
      return;
    }
    const dropped = this.dropped.get(d.file) ?? { count: 0, error: false, line: 1, col: 1 };
    dropped.count++;
    if (d.line > dropped.line || d.line === dropped.line && d.col > dropped.col) Object.assign(dropped, { line: d.line, col: d.col });
    dropped.error ||= d.severity === "error";
    this.dropped.set(d.file, dropped);
  }
  /** A fragment that `extends` names but that does not exist. */
  markMissing(file) {
    this.missing.add(file);
  }
  /**
   * Fragments referenced by `extends` that were neither added nor marked
   * missing. Only documents added since the last call are looked at, so a
   * chain discovered one fragment per round costs linear time, not quadratic.
   */
  wanted() {
    const out = /* @__PURE__ */ new Set();
    for (const content2 of this.fresh) {
      for (const ref of content2.extendsRefs) {
        const r = resolveRef(content2.file, ref.ref, this.isFragment);
        if (r.ok && !this.docs.has(r.file) && !this.missing.has(r.file)) out.add(r.file);
      }
    }
    this.fresh = [];
    return [...out].sort();
  }
  finish() {
    this.cycles.clear();
    const seen = /* @__PURE__ */ new Set();
    const push = (d) => {
      const key = `${d.file}:${d.line}:${d.col}:${d.code}:${d.message}`;
      if (seen.has(key)) return;
      seen.add(key);
      this.report(d);
    };
    const lists = [];
    const identities = [];
    const files = [...this.docs.keys()].sort();
    const graph = this.resolveGraph(files, push);
    this.reportCycles(files, graph, push);
    for (const file of files) {
      const content2 = this.docs.get(file);
      if (!content2 || content2.kind !== "list") continue;
      const chain = linearize(content2, graph);
      const list = mergeList(content2, chain);
      if (list.state === "present") {
        checkMerged(list, content2, chain.length, push);
        for (const problem2 of exampleTargetProblems(list)) push(problem2);
      }
      lists.push(list);
      identities.push({ list, styleIdOrigin: content2.styleIdOrigin ?? list.origin });
    }
    checkAcrossLists(identities, push);
    const diagnostics = [...this.diagnostics];
    for (const [file, { count, error: error2, line, col }] of this.dropped) diagnostics.push(moreDiagnostics(file, count, error2, { line, col }));
    diagnostics.sort(byPosition);
    return {
      lists,
      errors: diagnostics.filter((d) => d.severity === "error"),
      warnings: diagnostics.filter((d) => d.severity === "warning"),
      files
    };
  }
  /**
   * Every document's `extends`, resolved once: problems with a reference
   * (bad path, missing fragment) are reported here, for the file that wrote
   * it; the graph keeps the references that lead to a loaded fragment.
   */
  resolveGraph(files, push) {
    const graph = /* @__PURE__ */ new Map();
    for (const file of files) {
      const from = this.docs.get(file);
      if (!from) continue;
      const edges = [];
      for (const ref of from.extendsRefs) {
        const r = resolveRef(from.file, ref.ref, this.isFragment);
        if (!r.ok) {
          push(refProblem(from, ref, r.code, r.message, r.hint));
          continue;
        }
        const target = this.docs.get(r.file);
        if (target === void 0) {
          push(refProblem(from, ref, "missing-fragment", `extends \`${ref.ref}\`: fragment ${r.file} not found`, "Check the path (it is relative to this file) or create the fragment."));
          continue;
        }
        if (target === null) continue;
        edges.push({ ref, target });
      }
      graph.set(file, { content: from, edges });
    }
    return graph;
  }
  /**
   * One depth-first walk over the whole graph (iterative: a chain can be
   * thousands of fragments long), so each fragment is visited once however
   * many files extend it. A reference back into the current path is a cycle,
   * reported once at the reference that closes it.
   */
  reportCycles(files, graph, push) {
    const state = /* @__PURE__ */ new Map();
    for (const start of files) {
      if (state.has(start) || !graph.has(start)) continue;
      const path7 = [{ file: start, next: 0 }];
      const onPath = [start];
      state.set(start, "open");
      while (path7.length > 0) {
        const frame = path7[path7.length - 1];
        const node = graph.get(frame.file);
        const edge = node.edges[frame.next++];
        if (edge === void 0) {
          state.set(frame.file, "done");
          path7.pop();
          onPath.pop();
          continue;
        }
        const target = edge.target.file;
        const seen = state.get(target);
        if (seen === "open") {
          const members = onPath.slice(onPath.lastIndexOf(target));
          const id = [...members].sort().join("\0");
          if (this.cycles.has(id)) continue;
          this.cycles.add(id);
          push(
            refProblem(node.content, edge.ref, "extends-cycle", `extends cycle: ${[...members, target].join(" \u2192 ")}`, "Remove one of the `extends` entries so that no fragment (indirectly) extends itself.")
          );
        } else if (seen === void 0 && graph.has(target)) {
          state.set(target, "open");
          path7.push({ file: target, next: 0 });
          onPath.push(target);
        }
      }
    }
  }
};
function linearize(content2, graph) {
  const order = [];
  const done = /* @__PURE__ */ new Set([content2.file]);
  const path7 = [];
  const root = graph.get(content2.file);
  if (!root) return order;
  path7.push({ node: root, next: 0 });
  while (path7.length > 0) {
    const frame = path7[path7.length - 1];
    const edge = frame.node.edges[frame.next++];
    if (edge === void 0) {
      path7.pop();
      if (path7.length > 0) order.push(frame.node.content);
      continue;
    }
    const target = edge.target.file;
    if (done.has(target)) continue;
    done.add(target);
    const node = graph.get(target);
    if (!node) continue;
    path7.push({ node, next: 0 });
  }
  return order;
}
function refProblem(from, ref, code, message, hint) {
  return diagnostic("error", code, { file: from.file, pos: ref.origin, path: ref.path }, message, hint);
}
function checkMerged(list, own2, fragmentCount, push) {
  const total = list.custom_instructions.length;
  if (total > LIMITS.instructionsPerList) {
    const mine = list.custom_instructions.filter((i) => i.origin.file === list.file).length;
    push(
      diagnostic(
        "error",
        "too-many-instructions",
        { file: list.file, pos: own2.instructionsAt.origin, path: own2.instructionsAt.path },
        `list \`${list.name}\` has ${total} custom instructions${fragmentCount > 0 ? ` after extends (${total - mine} from fragments, ${mine} of its own)` : ""}; the service allows at most ${LIMITS.instructionsPerList} per list`,
        "Remove some, or split them over several lists."
      )
    );
  }
  if (!isStyleLanguage(list.language)) return;
  const language2 = list.language;
  for (const [group, members] of Object.entries(list.configured_rules)) {
    for (const [rule, value] of Object.entries(members)) {
      const meant = ruleLanguages(rule, value);
      if (!meant || meant.has(language2)) continue;
      const origin2 = list.ruleOrigins[`${group}.${rule}`] ?? { file: list.file, ...START };
      const forWhom = languagesInWords(meant);
      const whose = origin2.file === list.file ? "this list" : `list \`${list.name}\` (${list.file}), which extends this fragment,`;
      push(
        diagnostic(
          "warning",
          "foreign-language-value",
          { file: origin2.file, pos: origin2, path: `configured_rules.${group}.${rule}` },
          `\`${group}.${rule}: ${value}\` is meant for ${forWhom}, but ${whose} is ${LANGUAGE_NAMES[language2]} (${language2})`,
          `Choose a value meant for ${LANGUAGE_NAMES[language2]}, or remove the rule${origin2.file === list.file ? "" : " from the fragment (or override it in the list)"}.`
        )
      );
    }
  }
}
function checkAcrossLists(identities, push) {
  const byName = /* @__PURE__ */ new Map();
  const byId2 = /* @__PURE__ */ new Map();
  for (const identity of identities) {
    const { list } = identity;
    const sameName = list.name === "" ? void 0 : firstClaim(byName, list.name, identity);
    if (sameName) push(duplicateName(list, sameName.list));
    const sameId = list.style_id === void 0 ? void 0 : firstClaim(byId2, list.style_id, identity);
    if (sameId) push(duplicateStyleId(identity, sameId));
  }
}
function firstClaim(claims, key, claim) {
  const first = claims.get(key);
  if (first === void 0) claims.set(key, claim);
  return first;
}
function duplicateName(list, first) {
  return diagnostic(
    "error",
    "duplicate-name",
    { file: list.file, pos: list.origin, path: "name" },
    `list name \`${list.name}\` is also used by ${first.file}:${first.origin.line}:${first.origin.col}`,
    first.state !== list.state ? "One file keeps the list and another deletes it (state: absent): remove one of the two." : "Each list needs its own name: rename one of them, or delete the duplicate file."
  );
}
function duplicateStyleId({ list, styleIdOrigin }, first) {
  return diagnostic(
    "error",
    "duplicate-style-id",
    { file: list.file, pos: styleIdOrigin, path: "style_id" },
    `style_id \`${list.style_id}\` is also pinned by ${first.list.file}:${first.styleIdOrigin.line}:${first.styleIdOrigin.col}`,
    "A live list can be managed by one file only: remove the style_id from one of them."
  );
}
function byPosition(a, b) {
  if (a.file !== b.file) return a.file < b.file ? -1 : 1;
  const more = Number(a.code === "more-diagnostics") - Number(b.code === "more-diagnostics");
  return more || a.line - b.line || a.col - b.col;
}

// src/config/project.ts
var NO_FILE = "";
async function loadProject(options) {
  const cwd = path6.resolve(options.cwd);
  const early = [];
  const config = await loadConfig(cwd, options.configPath, early);
  const { root } = config;
  const configName = config.config_file ? repoRelative(root, config.config_file) ?? CONFIG_FILE_NAME : "";
  if (options.target !== void 0) {
    const target = Object.hasOwn(config.targets, options.target) ? config.targets[options.target] : void 0;
    if (!target) {
      const declared = Object.keys(config.targets);
      early.push(
        diagnostic(
          "error",
          "unknown-target",
          { file: configName, pos: START },
          `unknown target \`${options.target}\``,
          declared.length > 0 ? `Use one of the targets declared in ${configName}: ${orList(declared)}.` : "Declare it under `targets:` in stylesync.yaml, or leave out --target."
        )
      );
    } else if (target.styles_dir !== void 0) {
      config.styles_dir = target.styles_dir;
    }
  }
  if (options.stylesDir !== void 0) config.styles_dir = path6.resolve(cwd, options.stylesDir);
  const isFragment = fragmentMatcher(config.fragments.map((d) => repoRelative(root, d) ?? d));
  const validator2 = new ProjectValidator({ strict: options.strict ?? false, isFragment, extraRules: config.extra_rules });
  for (const d of early) validator2.report(d);
  const files = await collectFiles(cwd, config, options.paths, (d) => validator2.report(d));
  const inputs = files.filter((abs) => abs !== config.config_file).flatMap((abs) => {
    const rel = repoRelative(root, abs);
    if (rel !== void 0) return [{ abs, rel }];
    validator2.report(
      diagnostic(
        "error",
        "outside-repository",
        { file: NO_FILE, pos: START },
        `${abs} is outside the repository (${root})`,
        "Run stylesync from the repository root, or pass --config with the stylesync.yaml of the repository that holds these files."
      )
    );
    return [];
  });
  options.onScanned?.(config, inputs.length);
  const inside = insideRepository(root);
  await readAll(inputs, inside, (loaded) => validator2.add(loaded));
  for (let wanted = validator2.wanted(); wanted.length > 0; wanted = validator2.wanted()) {
    const present = [];
    for (const rel of wanted) {
      const abs = path6.resolve(root, rel);
      if (await pathKind(abs) === "missing") validator2.markMissing(rel);
      else present.push({ abs, rel });
    }
    await readAll(present, inside, (loaded) => validator2.add(loaded));
  }
  return { config, result: validator2.finish() };
}
async function loadConfig(cwd, configPath, out) {
  const abs = path6.resolve(cwd, configPath ?? CONFIG_FILE_NAME);
  const root = path6.dirname(abs);
  const kind = await pathKind(abs);
  if (kind === "missing") {
    if (configPath !== void 0) {
      out.push(
        diagnostic("error", "config-not-found", { file: NO_FILE, pos: START }, `config file ${configPath} not found`, "Check the --config path, or leave it out to use stylesync.yaml in the current directory.")
      );
    }
    return defaultRepoConfig(configPath !== void 0 ? root : cwd);
  }
  const file = path6.basename(abs);
  const refused = insideRepository(root)(abs, file);
  if (refused) {
    out.push({ ...refused, hint: "stylesync.yaml must live inside the repository: replace the link with the file itself." });
    return defaultRepoConfig(root);
  }
  const loaded = await readYamlFile(abs, file);
  if (!loaded.ok) {
    out.push(...loaded.diagnostics);
    return { ...defaultRepoConfig(root), config_file: abs };
  }
  out.push(...loaded.warnings);
  const { config, diagnostics } = checkRepoConfig(loaded, root);
  out.push(...diagnostics);
  config.config_file = abs;
  return config;
}
async function collectFiles(cwd, config, paths, report) {
  const out = /* @__PURE__ */ new Set();
  const explicit = paths !== void 0 && paths.length > 0;
  const inputs = explicit ? paths.map((p) => path6.resolve(cwd, p)) : [config.styles_dir, ...config.fragments];
  for (const [index2, abs] of inputs.entries()) {
    const shown = path6.relative(cwd, abs) || ".";
    const kind = await pathKind(abs);
    if (kind === "dir") {
      const found = await listYamlFiles(abs);
      for (const f of found) out.add(f);
      if (found.length === 0 && (explicit || index2 === 0)) {
        report(
          diagnostic("warning", "no-style-files", { file: NO_FILE, pos: START }, `no .yaml or .yml files in ${shown}`, "Add style files there, or point --dir (or styles_dir in stylesync.yaml) at the directory that has them.")
        );
      }
    } else if (kind === "file") {
      if (!isYamlFileName(abs)) {
        report(diagnostic("error", "not-a-style-file", { file: NO_FILE, pos: START }, `${shown} is not a .yaml or .yml file`, "Pass style files (.yaml, .yml) or the directories holding them."));
      } else {
        out.add(abs);
      }
    } else if (explicit || index2 === 0) {
      report(
        diagnostic(
          "error",
          explicit ? "path-not-found" : "styles-dir-missing",
          { file: NO_FILE, pos: START },
          explicit ? `${shown} does not exist` : `styles directory ${shown} does not exist`,
          explicit ? "Check the path; it is relative to the current directory." : missingStylesHint(config)
        )
      );
    }
  }
  return [...out].sort();
}
function missingStylesHint(config) {
  if (config.config_file === void 0) {
    return "This directory is not set up for stylesync yet: run `stylesync init` to set it up (stylesync.yaml, the styles directory with an example list, the schemas), or `stylesync import` to start from the lists the service holds. If the style files are elsewhere, pass --config or --dir.";
  }
  return "Create it (`stylesync init` creates it with an example list, and leaves existing files alone), set styles_dir in stylesync.yaml, or pass --dir with the directory that holds the style files.";
}
function insideRepository(root) {
  let realRoot;
  try {
    realRoot = realpathSync(root);
  } catch {
    realRoot = path6.resolve(root);
  }
  return (abs, rel) => {
    let real;
    try {
      real = realpathSync(abs);
    } catch {
      return void 0;
    }
    if (repoRelative(realRoot, real) !== void 0) return void 0;
    return diagnostic(
      "error",
      "link-outside-repository",
      { file: rel, pos: START },
      `${rel} is a symbolic link to a file outside the repository (${real}); stylesync does not read it`,
      "Style files and fragments must live inside the repository: copy the file in, or remove the link."
    );
  };
}
async function readAll(inputs, inside, take) {
  for (const { abs, rel } of inputs) {
    const refused = inside(abs, rel);
    if (refused) {
      take({ ok: false, file: rel, diagnostics: [refused] });
      continue;
    }
    await new Promise((resolve3) => setImmediate(resolve3));
    const bytes = await readStyleBytes(abs, rel);
    take(bytes instanceof Uint8Array ? parseYamlBytes(bytes, rel) : bytes);
  }
}

// src/live/find-created.ts
function findCreated(lists, body, knownBefore) {
  const matches = lists.filter(
    (list) => !knownBefore.has(list.style_id) && list.name === body.name && sameContent(list, body)
  );
  matches.sort((a, b) => (b.creation_time ?? "").localeCompare(a.creation_time ?? ""));
  return matches[0];
}

// src/live/create-recovery.ts
function createCreates(ex, known, reads, settleMs) {
  async function post(p) {
    const first = await ex.http.call(p.spec);
    if (isSuccess(first)) return { value: ex.read(first, p.spec, p.action, p.subject, p.parse), traceId: first.traceId };
    if (!unclear(first)) throw ex.failure(first, p.spec, p.action, p.subject);
    const found = await lookAfterUnclear(first, p);
    if (found !== void 0) {
      ex.http.report({ method: "POST", path: p.spec.path, attempt: first.attempts, note: "recovered" });
      return { value: found, traceId: "", recovered: true };
    }
    const second = await ex.http.call(p.spec);
    if (isSuccess(second)) return { value: ex.read(second, p.spec, p.action, p.subject, p.parse), traceId: second.traceId, resent: true };
    throw unclearTwice(ex, second, p);
  }
  async function lookAfterUnclear(result, p) {
    if (settleMs > 0) await new Promise((resolve3) => setTimeout(resolve3, settleMs));
    try {
      return await p.look();
    } catch (error2) {
      const original = ex.failure(result, p.spec, p.action, p.subject);
      const inner = error2 instanceof StylesyncError ? error2 : void 0;
      throw clientError(
        `${original.message}; checking whether it was done anyway failed too: ${inner?.message ?? String(error2)}`,
        `It may or may not have been done. Run \`stylesync plan\` to see the current state before applying again. ${inner?.hint ?? ""}`.trim(),
        ex.secrets,
        { code: "write-unclear", cause: error2, ...original.traceId ? { traceId: original.traceId } : inner?.traceId ? { traceId: inner.traceId } : {} }
      );
    }
  }
  async function lookForCreated(body, knownBefore) {
    const seen = [];
    for (let read = 0; read < MAX_LISTING_READS; read++) {
      const { lists, pages } = await reads.listAll();
      const found = findCreated(lists, body, knownBefore);
      const previous = seen.at(-1);
      seen.push(lists);
      if (found !== void 0 || pages <= 1 || previous !== void 0 && sameListing(previous, lists)) return found;
    }
    throw listingMoved(
      seen.map((lists) => `${lists.length} lists`),
      ex.secrets
    );
  }
  function create(body) {
    const payload = {
      name: body.name,
      language: body.language,
      configured_rules: body.configured_rules,
      custom_instructions: body.custom_instructions.map(instructionBody)
    };
    const knownBefore = known.listIds();
    return post({
      spec: { method: "POST", path: "/v3/style_rules", body: payload },
      action: `create style rule list "${body.name}"`,
      subject: { kind: "list", name: body.name },
      parse: (answer) => known.remember(parseList(answer)),
      what: "the list",
      look: () => lookForCreated(body, knownBefore)
    });
  }
  function createInstruction(styleId, instruction2) {
    return post({
      spec: { method: "POST", path: instructionsPath(styleId), body: instructionBody(instruction2) },
      action: `add custom instruction "${instruction2.label}" to list ${label(known.list(styleId))}`,
      subject: known.instruction(styleId, void 0, instruction2.label),
      parse: (body) => known.rememberInstruction(styleId, parseInstruction(body, "instruction")),
      what: "the instruction",
      look: async () => {
        const list = (await reads.get(styleId)).value;
        return list.custom_instructions.find((have) => instructionsEqual(have, instruction2));
      }
    });
  }
  return { create, createInstruction };
}
function unclearTwice(ex, result, p) {
  const original = ex.failure(result, p.spec, p.action, p.subject);
  if (!unclear(result)) return original;
  return clientError(
    `${original.message}; it was sent twice without a clear answer`,
    `${p.what[0]?.toUpperCase()}${p.what.slice(1)} may or may not exist now. Run \`stylesync plan\` to see the current state before applying again. ${original.hint}`,
    ex.secrets,
    { code: "write-unclear", ...original.traceId ? { traceId: original.traceId } : {} }
  );
}

// src/live/text-calls.ts
function createTextCalls(ex, known) {
  function languages(resource, include = []) {
    const query = [["resource", resource], ...include.map((value) => ["include", value])];
    return ex.exchange({ method: "GET", path: "/v3/languages", query }, `read the languages of resource ${resource}`, { kind: "languages" }, parseLanguages);
  }
  async function translate3(request) {
    const subject = request.style_id === void 0 ? { kind: "lists" } : known.list(request.style_id);
    const through = request.style_id === void 0 ? "" : ` with list ${label(subject)}`;
    const action2 = `translate an example into ${request.target_lang}${through}`;
    const bytes = Buffer.byteLength(JSON.stringify(request));
    if (bytes > TRANSLATE_BODY_LIMIT_BYTES) {
      throw clientError(
        `Could not ${action2}: the request would be ${Math.ceil(bytes / 1024)} KiB, more than the ${TRANSLATE_BODY_LIMIT_BYTES / 1024} KiB the service takes in one translate request; it was not sent.`,
        "Shorten the example text (and its context).",
        ex.secrets,
        { code: "request-too-large" }
      );
    }
    return ex.exchange({ method: "POST", path: "/v2/translate", body: request, idempotent: true }, action2, subject, parseTranslation);
  }
  return { languages, translate: translate3 };
}

// src/live/writes.ts
function createWrites(ex, known) {
  const listAnswer = (answer) => known.remember(parseList(answer));
  function rename3(styleId, name) {
    const subject = known.list(styleId);
    return ex.exchange({ method: "PATCH", path: stylePath(styleId), body: { name } }, `rename style rule list ${label(subject)} to "${name}"`, subject, listAnswer);
  }
  function replaceRules(styleId, rules) {
    const subject = known.list(styleId);
    return ex.exchange(
      { method: "PUT", path: `${stylePath(styleId)}/configured_rules`, body: rules },
      `replace the configured rules of list ${label(subject)}`,
      subject,
      listAnswer
    );
  }
  function updateInstruction(styleId, instructionId, instruction2) {
    const subject = known.instruction(styleId, instructionId);
    return ex.exchange(
      { method: "PUT", path: instructionPath(styleId, instructionId), body: instructionBody(instruction2) },
      `update custom instruction ${label(subject)} of list ${label(known.list(styleId))}`,
      subject,
      (body) => known.rememberInstruction(styleId, parseInstruction(body, "instruction"))
    );
  }
  function deleteInstruction(styleId, instructionId) {
    const subject = known.instruction(styleId, instructionId);
    return ex.remove(
      { method: "DELETE", path: instructionPath(styleId, instructionId) },
      `delete custom instruction ${label(subject)} of list ${label(known.list(styleId))}`,
      subject
    );
  }
  function deleteList(styleId) {
    const subject = known.list(styleId);
    return ex.remove({ method: "DELETE", path: stylePath(styleId) }, `delete style rule list ${label(subject)}`, subject);
  }
  return { rename: rename3, replaceRules, updateInstruction, deleteInstruction, deleteList };
}

// src/live/client.ts
var DEFAULT_TIMEOUT_MS = 3e4;
var DEFAULT_RETRIES = 3;
var DEFAULT_SETTLE_MS = 1e3;
function createClient(options) {
  const names = options.names ?? cliSettingNames(options.keyVariable ?? DEFAULT_KEY_VARIABLE);
  checkKey(options.apiKey, names);
  const secrets = [options.apiKey];
  const authScheme = checkAuthScheme(options.authScheme ?? DEFAULT_AUTH_SCHEME, names, secrets);
  const baseUrl = checkBaseUrl(options.baseUrl, "the base URL", names);
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const http = createHttp({
    baseUrl,
    authorization: `${authScheme} ${options.apiKey}`,
    userAgent: options.userAgent ?? defaultUserAgent(),
    timeoutMs,
    retries: options.retries ?? DEFAULT_RETRIES,
    backoff: { ...DEFAULT_BACKOFF, ...options.backoff },
    retryWaitBudgetMs: options.retryWaitBudgetMs ?? DEFAULT_RETRY_WAIT_BUDGET_MS,
    onRequest: options.onRequest,
    ...options.slowNoticeMs === void 0 ? {} : { slowNoticeMs: options.slowNoticeMs }
  });
  const ex = createExchange(http, { host: new URL(baseUrl).host, timeoutMs, authScheme, names, secrets });
  const known = new KnownNames();
  const reads = createListReads(ex, known, options.maxLists ?? DEFAULT_MAX_LISTS);
  return {
    ...reads,
    ...createCreates(ex, known, reads, options.settleMs ?? DEFAULT_SETTLE_MS),
    ...createWrites(ex, known),
    ...createTextCalls(ex, known),
    requestCount: () => http.requestCount()
  };
}
function checkKey(apiKey, names) {
  const keyHint = `Set ${names.key} to the key itself, without quotes, spaces or the scheme word.`;
  if (!apiKey) throw new StylesyncError("No API key was given.", keyHint, { code: "no-key" });
  if (apiKey.length < MIN_KEY_LENGTH) {
    throw new StylesyncError(
      `The API key in ${names.key} is too short (${apiKey.length} characters; at least ${MIN_KEY_LENGTH}).`,
      `${keyHint} Service keys are far longer; check that the variable holds the whole key.`,
      { code: "key-invalid" }
    );
  }
  if (!/^[\x21-\x7e]+$/.test(apiKey)) {
    throw new StylesyncError("The API key contains spaces, line breaks or other characters a header cannot carry.", keyHint, { code: "key-invalid" });
  }
}
function checkAuthScheme(authScheme, names, secrets) {
  if (!/^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/.test(authScheme)) {
    throw new StylesyncError(
      `The auth scheme "${redactAll(authScheme, secrets)}" is not a single word.`,
      `Give ${names.authScheme} as one word such as Service-Auth-Key (the key goes in ${names.key}).`,
      { code: "auth-scheme-invalid" }
    );
  }
  return authScheme;
}

// src/live/base-url.ts
function resolveBaseUrl(sources = {}, names = cliSettingNames()) {
  const candidates = [
    [names.baseUrl, sources.flag],
    ["STYLESYNC_BASE_URL", sources.env],
    ["base_url in stylesync.yaml", sources.config]
  ];
  for (const [origin2, value] of candidates) {
    const trimmed = value?.trim();
    if (trimmed) return checkBaseUrl(trimmed, origin2, names);
  }
  throw new StylesyncError(
    "No service address is set, so stylesync does not know where the style rules service is.",
    `Set it in one of three ways: ${names.baseUrlExample}, the STYLESYNC_BASE_URL environment variable, or \`base_url:\` in stylesync.yaml (under the target, when you use --target).`,
    { code: "no-address" }
  );
}

// src/app/target.ts
function pickTarget(config, name) {
  if (name === void 0) return {};
  const target = Object.hasOwn(config.targets, name) ? config.targets[name] : void 0;
  if (target) return target;
  const declared = Object.keys(config.targets);
  throw new StylesyncError(
    `Unknown target "${name}".`,
    declared.length === 0 ? "stylesync.yaml declares no targets; add one under `targets:` or leave out --target." : `Use one of the targets declared in stylesync.yaml: ${declared.join(", ")}.`,
    { code: "unknown-target" }
  );
}
function keyVariable(config, target) {
  return pickTarget(config, target).api_key_env ?? DEFAULT_KEY_VARIABLE;
}
function resolveTarget(config, choice, env, settingNames) {
  const target = pickTarget(config, choice.target);
  const variable = keyVariable(config, choice.target);
  const names = settingNames ?? cliSettingNames(variable);
  const baseUrl = resolveBaseUrl({ flag: choice.baseUrl, env: env.STYLESYNC_BASE_URL, config: target.base_url ?? config.base_url }, names);
  const apiKey = env[variable]?.trim();
  if (!apiKey) {
    const which2 = choice.target === void 0 ? "" : ` (the key variable of target "${choice.target}")`;
    throw new StylesyncError(
      `No API key: the environment variable ${variable}${which2} is not set.`,
      `Set ${variable} to the style rules service key; it is sent only in the Authorization header.`,
      { code: "no-key" }
    );
  }
  const resolved = {
    name: choice.target ?? null,
    baseUrl,
    apiKey,
    names,
    authScheme: choice.authScheme ?? target.auth_scheme ?? config.auth_scheme ?? DEFAULT_AUTH_SCHEME
  };
  if (choice.timeoutMs !== void 0) resolved.timeoutMs = choice.timeoutMs;
  const limits = clientLimitsFromEnv(env);
  if (Object.keys(limits).length > 0) resolved.limits = limits;
  return resolved;
}

// src/app/session.ts
async function openSession(options) {
  let ahead;
  const readAhead = options.readAhead;
  const onScanned = readAhead === void 0 ? {} : { onScanned: (config2, files) => ahead = startReadAhead(config2, files, readAhead, options) };
  const { config, result } = await loadProject({ ...projectOptions(options), ...onScanned });
  const target = resolveTarget(config, options, options.env, options.settingNames);
  const session = { config, result, target, api: ahead?.api ?? clientFor(target, options), redact: (text2) => redactAll(text2, [target.apiKey]) };
  if (ahead === void 0) return session;
  if (result.errors.length > 0) {
    ahead.abandon();
    return session;
  }
  let read = ahead.read;
  const firstRead = {
    take: () => {
      const taken = read;
      read = void 0;
      return taken;
    },
    abandon: () => {
      read = void 0;
      ahead?.abandon();
    }
  };
  return { ...session, firstRead };
}
function startReadAhead(config, files, readAhead, options) {
  let target;
  try {
    target = resolveTarget(config, options, options.env, options.settingNames);
  } catch {
    return void 0;
  }
  const api = clientFor(target, options);
  const controller = new AbortController();
  const read = api.listAll({ ...readAhead.concurrency === void 0 ? {} : { concurrency: readAhead.concurrency }, expect: files, signal: controller.signal });
  read.catch(() => {
  });
  return { api, read, abandon: () => controller.abort() };
}
function projectOptions(options) {
  return {
    cwd: options.cwd,
    ...options.configPath === void 0 ? {} : { configPath: options.configPath },
    ...options.stylesDir === void 0 ? {} : { stylesDir: options.stylesDir },
    ...options.target === void 0 ? {} : { target: options.target },
    ...options.strict === void 0 ? {} : { strict: options.strict }
  };
}
function clientFor(target, hooks = {}) {
  hooks.onSecret?.(target.apiKey);
  return createClient({
    baseUrl: target.baseUrl,
    apiKey: target.apiKey,
    authScheme: target.authScheme,
    names: target.names,
    ...target.timeoutMs === void 0 ? {} : { timeoutMs: target.timeoutMs },
    ...target.limits,
    ...hooks.onRequest === void 0 ? {} : { onRequest: hooks.onRequest }
  });
}

// src/app/validate-project.ts
async function validateProject(options) {
  const { config, result } = await loadProject({ ...projectOptions(options), ...options.paths === void 0 ? {} : { paths: options.paths } });
  if (!options.online || result.errors.length > 0) return { config, result };
  const target = resolveTarget(config, options, options.env, options.settingNames);
  const api = clientFor(target, options);
  const languages = await onlineLanguageChecks(result.lists, api, {
    baseUrl: target.baseUrl,
    cacheDir: cacheDir(options.env),
    refresh: Boolean(options.refreshLanguages),
    now: /* @__PURE__ */ new Date()
  });
  for (const text2 of languages.notes) options.onEvent?.({ kind: "note", text: text2 });
  if (languages.skipped !== void 0) {
    throw new StylesyncError(`validate --online could not check languages: ${languages.skipped}`, "Check the service address and key, or run validate without --online.", {
      code: "languages-unchecked"
    });
  }
  for (const d of languages.diagnostics) (d.severity === "error" ? result.errors : result.warnings).push(d);
  return { config, result };
}

// src/plan/plan-shape.ts
function planShapeError(value) {
  return planShape(value, "");
}
var str2 = (v, p) => typeof v === "string" ? void 0 : `${p || "value"} should be a string`;
var bool = (v, p) => typeof v === "boolean" ? void 0 : `${p} should be true or false`;
var int = (v, p) => Number.isInteger(v) ? void 0 : `${p} should be an integer`;
var optional = (shape) => (v, p) => v === void 0 ? void 0 : shape(v, p);
var oneOf = (...allowed) => (v, p) => typeof v === "string" && allowed.includes(v) ? void 0 : `${p} should be one of ${allowed.join(", ")}`;
var array = (item) => (v, p) => {
  if (!Array.isArray(v)) return `${p} should be an array`;
  for (let i = 0; i < v.length; i++) {
    const error2 = item(v[i], `${p}[${i}]`);
    if (error2) return error2;
  }
  return void 0;
};
var record = (item) => (v, p) => {
  if (!isObject3(v)) return `${p} should be an object`;
  for (const [k, x] of Object.entries(v)) {
    const error2 = item(x, `${p}.${k}`);
    if (error2) return error2;
  }
  return void 0;
};
var object = (fields) => (v, p) => {
  if (!isObject3(v)) return `${p || "the plan"} should be an object`;
  for (const [k, shape] of Object.entries(fields)) {
    const error2 = shape(v[k], p ? `${p}.${k}` : k);
    if (error2) return error2;
  }
  return void 0;
};
var origin = object({ file: str2, line: int, col: int });
var ruleMap = record(record(str2));
var instruction = object({ label: str2, prompt: str2, source_language: optional(str2) });
var liveList = object({
  style_id: str2,
  name: str2,
  language: str2,
  version: int,
  configured_rules: ruleMap,
  custom_instructions: array(object({ id: str2, label: str2, prompt: str2, source_language: optional(str2) }))
});
var changeShapes = {
  create_list: object({
    body: object({ name: str2, language: str2, configured_rules: ruleMap, custom_instructions: array(instruction) }),
    origin: optional(origin)
  }),
  rename_list: object({ from: str2, to: str2, origin: optional(origin) }),
  replace_rules: object({ before: ruleMap, after: ruleMap, rules: array(object({ group: str2, rule: str2 })), origins: record(origin) }),
  delete_instruction: object({ instruction_id: str2, before: instruction }),
  update_instruction: object({ instruction_id: str2, before: instruction, after: instruction, origin: optional(origin) }),
  create_instruction: object({ after: instruction, origin: optional(origin) }),
  delete_list: object({ reason: oneOf("absent", "prune", "replace", "duplicate"), before: liveList, kept: optional(str2) })
};
var change = (v, p) => {
  if (!isObject3(v)) return `${p} should be an object`;
  const shape = typeof v.kind === "string" ? changeShapes[v.kind] : void 0;
  if (!shape) return `${p}.kind should be one of ${Object.keys(changeShapes).join(", ")}`;
  return shape(v, p);
};
var nullable = (shape) => (v, p) => v === null ? void 0 : shape(v, p);
var problem = object({ code: str2, message: str2, hint: str2, list: optional(str2), file: optional(str2) });
var planShape = object({
  target: optional(str2),
  applies_to: object({ target: nullable(str2), base_url: str2, styles_dir: str2 }),
  planned_with: object({ prune: bool, allow_replace: bool, allow_deletes: nullable(int) }),
  partial: optional(object({ paths: array(str2), lists: array(str2) })),
  lists: array(
    object({
      name: str2,
      file: optional(str2),
      action: oneOf("create", "update", "delete", "replace"),
      style_id: optional(str2),
      live_version: optional(int),
      pinned: optional(bool),
      language: str2,
      changes: array(change)
    })
  ),
  unchanged: array(str2),
  unmanaged: array(object({ style_id: str2, name: str2, language: str2, ignored: bool })),
  summary: object({ create: int, update: int, delete: int, replace: int }),
  fingerprint: object({ versions: record(int), absent_names: array(str2) }),
  desired_checksum: str2,
  problems: array(problem),
  blocked: optional(array(problem))
});

// src/plan/stable-json.ts
function stableJson(value) {
  return `${JSON.stringify(sortKeys(value), null, 2)}
`;
}
function sortKeys(value) {
  if (Array.isArray(value)) return value.map(sortKeys);
  if (typeof value !== "object" || value === null) return value;
  const source = value;
  const keys = Object.keys(source).sort((a, b) => rank(a) - rank(b) || (a < b ? -1 : a > b ? 1 : 0));
  return Object.fromEntries(keys.map((key) => [key, sortKeys(source[key])]));
}
function rank(key) {
  return key === "format_version" ? 0 : 1;
}

// src/plan/saved.ts
function serializePlan(plan) {
  return stableJson(plan);
}
function parseSavedPlan(text2, file) {
  const again = `Run \`stylesync plan --out ${file}\` again and apply the file it writes, unedited.`;
  let value;
  try {
    value = JSON.parse(text2);
  } catch (error2) {
    throw new StylesyncError(`${file} is not a saved plan: it is not valid JSON (${error2.message}).`, again, { code: "plan-file-invalid", cause: error2 });
  }
  const version = typeof value === "object" && value !== null ? value.format_version : void 0;
  if (version !== PLAN_FORMAT_VERSION) {
    const found = version === void 0 ? "has no format_version" : `has format_version ${JSON.stringify(version)}`;
    throw new StylesyncError(
      `${file} ${found}; this stylesync reads saved plans of format_version ${PLAN_FORMAT_VERSION}.`,
      `The plan was saved by a different stylesync (or is not a plan). ${again}`,
      { code: "plan-file-invalid" }
    );
  }
  const shapeError = planShapeError(value);
  if (shapeError) {
    throw new StylesyncError(`${file} is not a valid saved plan: ${shapeError}.`, again, { code: "plan-file-invalid" });
  }
  return value;
}
function staleness(saved, live, currentChecksum) {
  const hint = "Run `stylesync plan` again, review it, and apply the new plan.";
  const problems = [];
  const byId2 = new Map(live.map((l) => [l.style_id, l]));
  const names = /* @__PURE__ */ new Map();
  for (const list of saved.lists) if (list.style_id !== void 0) names.set(list.style_id, list.name);
  for (const [styleId, version] of Object.entries(saved.fingerprint.versions)) {
    const name = names.get(styleId) ?? styleId;
    const now = byId2.get(styleId);
    if (!now) {
      problems.push({ code: "stale-list-gone", message: `The plan is stale: list "${name}" (style_id ${styleId}, version ${version} then) no longer exists.`, hint, list: name });
    } else if (now.version !== version) {
      problems.push({
        code: "stale-list-version",
        message: `The plan is stale: list "${name}" (style_id ${styleId}) changed since the plan: version ${version} then \u2192 ${now.version} now.`,
        hint,
        list: name
      });
    }
  }
  const liveNames = new Set(live.map((l) => l.name));
  for (const name of saved.fingerprint.absent_names) {
    if (liveNames.has(name)) {
      problems.push({ code: "stale-name-taken", message: `The plan is stale: it creates "${name}", but a live list of that name now exists.`, hint, list: name });
    }
  }
  if (saved.desired_checksum !== currentChecksum) {
    problems.push({ code: "stale-files", message: "The plan is stale: the style files changed since it was made.", hint });
  }
  return problems;
}

// src/report/style.ts
var sgr = (open2, close) => (text2) => text2 === "" ? "" : `\x1B[${open2}m${text2}\x1B[${close}m`;
var plain = (text2) => text2;
var paint = (on, code) => (text2) => on ? `\x1B[${code}m${text2}\x1B[0m` : text2;
function makeStyle(color) {
  if (!color) return { color, green: plain, red: plain, yellow: plain, magenta: plain, bold: plain, dim: plain };
  return { color, green: sgr(32, 39), red: sgr(31, 39), yellow: sgr(33, 39), magenta: sgr(35, 39), bold: sgr(1, 22), dim: sgr(2, 22) };
}

// src/report/user-text.ts
var SHOWN_FORMAT = String.raw`\u0600-\u0605\u06dd\u070f\u0890\u0891\u08e2\u{110bd}\u{110cd}`;
var HIDDEN = String.raw`\p{Cf}\u2028\u2029\u2065\u{E0000}-\u{E007F}`;
var INVISIBLE = new RegExp(String.raw`(?![${SHOWN_FORMAT}])[\p{Cc}${HIDDEN}]`, "gu");
var INVISIBLE_BUT_LINES = new RegExp(String.raw`(?![${SHOWN_FORMAT}])[\u0000-\u0008\u000b-\u001f\u007f-\u009f${HIDDEN}]`, "gu");
var ANY_SURROGATE = /[\ud800-\udfff]/;
var LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;
function showLoneSurrogates(text2) {
  return ANY_SURROGATE.test(text2) ? text2.replace(LONE_SURROGATE, hex4) : text2;
}
var unit = (code) => `\\u${code.toString(16).padStart(4, "0")}`;
var hex4 = (c) => c.length === 1 ? unit(c.charCodeAt(0)) : unit(c.charCodeAt(0)) + unit(c.charCodeAt(1));
function visible(c) {
  if (c === "\n") return "\\n";
  if (c === "\r") return "\\r";
  if (c === "	") return "\\t";
  return hex4(c);
}
function defuseCommands(line) {
  return line.replace(/##\[/g, "##\\u005b").replace(/^(\s*):/, "$1\\u003a");
}
function terminalText(text2) {
  return defuseCommands(showLoneSurrogates(text2.replace(INVISIBLE, visible)));
}
function terminalQuoted(text2) {
  return `"${terminalText(text2).replace(/"/g, '\\"')}"`;
}
function terminalLines(text2) {
  return showLoneSurrogates(text2.replace(INVISIBLE_BUT_LINES, visible)).split("\n").map(defuseCommands).join("\n");
}
function workflowCommand(command, properties, message) {
  const props = Object.entries(properties).filter((entry) => entry[1] !== void 0).map(([key, value]) => `${key}=${escapeProperty2(terminalLines(String(value)))}`);
  const head = props.length === 0 ? command : `${command} ${props.join(",")}`;
  return `::${head}::${escapeData2(terminalLines(message))}
`;
}
function escapeData2(s) {
  return s.replace(/%/g, "%25").replace(/\r/g, "%0D").replace(/\n/g, "%0A");
}
function escapeProperty2(s) {
  return escapeData2(s).replace(/:/g, "%3A").replace(/,/g, "%2C");
}
function markdownVisible(text2) {
  return showLoneSurrogates(text2.replace(INVISIBLE_BUT_LINES, (c) => c === "\r" ? c : hex4(c)));
}
function unlink2(escaped) {
  return escaped.replace(/:\/\//g, ":&#8203;//").replace(/(www)\./gi, "$1&#8203;.");
}
function markdownText(text2) {
  const escaped = markdownVisible(text2).replace(/[\\`*_~[\]|#!]/g, "\\$&").replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/@/g, "@&#8203;").replace(/\r?\n|\r/g, "<br>");
  return unlink2(escaped);
}
function markdownMessage(text2) {
  return text2.split(/(`[^`\n]+`)/).map((part, i) => i % 2 === 1 ? markdownCode(part.slice(1, -1)) : markdownText(part)).join("");
}
function markdownCode(text2) {
  const shown = markdownVisible(text2).replace(/\r?\n|\r/g, " ");
  const longest = Math.max(0, ...(shown.match(/`+/g) ?? []).map((run2) => run2.length));
  const fence = "`".repeat(longest + 1);
  const pad = /^`|`$/.test(shown) || /^ .*\S.* $/.test(shown) ? " " : "";
  return `${fence}${pad}${shown}${pad}${fence}`;
}
function markdownHtml(text2) {
  const escaped = markdownVisible(text2).replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/@/g, "@&#8203;").replace(/\[/g, "&#91;").replace(/\]/g, "&#93;").replace(/\r?\n|\r/g, " ");
  return unlink2(escaped);
}

// src/report/diagnostics.ts
function renderDiagnostics(diags, options) {
  switch (options.format) {
    case "json":
      return `${JSON.stringify(diags, null, 2)}
`;
    case "github":
      return diags.map(annotation).join("");
    case "text":
      return diags.map((d) => text(d, options.color)).join("");
  }
}
function text(d, color) {
  const bold = paint(color, "1");
  const dim = paint(color, "2");
  const severity = d.severity === "error" ? paint(color, "1;31")("error") : paint(color, "1;33")("warning");
  const where4 = d.file === "" ? "" : `${bold(`${terminalText(d.file)}:${d.line}:${d.col}`)}: `;
  const at2 = d.path === "" ? "" : `
  ${dim(`at ${terminalText(d.path)}`)}`;
  return `${where4}${severity}: ${terminalText(d.message)} ${dim(`[${terminalText(d.code)}]`)}${at2}
  ${paint(color, "36")("hint:")} ${terminalText(d.hint)}
`;
}
function annotation(d) {
  const where4 = d.file === "" ? {} : { file: d.file, line: d.line, col: d.col };
  const at2 = d.path === "" ? "" : ` (at ${d.path})`;
  return workflowCommand(d.severity, { ...where4, title: `stylesync ${d.code}` }, `${d.message}${at2}
hint: ${d.hint}`);
}

// src/report/origin.ts
function formatOrigin(origin2) {
  return `${origin2.file}:${origin2.line}`;
}

// src/report/marks.ts
var ACTION_MARK = {
  create: "+",
  update: "~",
  delete: "-",
  replace: "-/+"
};

// src/report/partial-line.ts
function partialLine(plan) {
  if (plan.partial === void 0) return void 0;
  const parts = [...plan.partial.paths, ...plan.partial.lists.map((name) => `--list ${JSON.stringify(name)}`)];
  return `Partial plan (${parts.join(", ")}): lists outside it are not planned, and nothing is pruned.`;
}

// src/report/summary-line.ts
var NO_CHANGES = "No changes. The live lists match the style files.";
function summaryLine(plan) {
  if (plan.lists.length === 0 && plan.problems.length === 0 && (plan.blocked ?? []).length === 0) return NO_CHANGES;
  const { create, update, delete: deletes, replace } = plan.summary;
  const replaced = replace > 0 ? `, ${replace} to replace` : "";
  return `Plan: ${create} to create, ${update} to update, ${deletes} to delete${replaced}.`;
}

// src/report/list-content.ts
function ruleCount(rules) {
  return Object.values(rules).reduce((n, group) => n + Object.keys(group).length, 0);
}
function contentInWords(rules, instructions) {
  const some = (n, one) => n === 0 ? `no ${one}s` : plural(n, one);
  return `${some(rules, "rule")} and ${some(instructions, "instruction")}`;
}
function ruleEntries(rules) {
  return Object.entries(rules).flatMap(([group, members]) => Object.entries(members).map(([rule, value]) => [group, rule, value]));
}
function isLoss(list) {
  if (list.action === "replace") return true;
  return list.action === "delete" && !list.changes.some((c) => c.kind === "delete_list" && c.reason === "duplicate");
}

// node_modules/diff/libesm/diff/base.js
var Diff = class {
  diff(oldStr, newStr, options = {}) {
    let callback;
    if (typeof options === "function") {
      callback = options;
      options = {};
    } else if ("callback" in options) {
      callback = options.callback;
    }
    const oldString = this.castInput(oldStr, options);
    const newString = this.castInput(newStr, options);
    const oldTokens = this.removeEmpty(this.tokenize(oldString, options));
    const newTokens = this.removeEmpty(this.tokenize(newString, options));
    return this.diffWithOptionsObj(oldTokens, newTokens, options, callback);
  }
  diffWithOptionsObj(oldTokens, newTokens, options, callback) {
    var _a;
    const done = (value) => {
      value = this.postProcess(value, options);
      if (callback) {
        setTimeout(function() {
          callback(value);
        }, 0);
        return void 0;
      } else {
        return value;
      }
    };
    const newLen = newTokens.length, oldLen = oldTokens.length;
    let editLength = 1;
    let maxEditLength = newLen + oldLen;
    if (options.maxEditLength != null) {
      maxEditLength = Math.min(maxEditLength, options.maxEditLength);
    }
    const maxExecutionTime = (_a = options.timeout) !== null && _a !== void 0 ? _a : Infinity;
    const abortAfterTimestamp = Date.now() + maxExecutionTime;
    const bestPath = [{ oldPos: -1, lastComponent: void 0 }];
    let newPos = this.extractCommon(bestPath[0], newTokens, oldTokens, 0, options);
    if (bestPath[0].oldPos + 1 >= oldLen && newPos + 1 >= newLen) {
      return done(this.buildValues(bestPath[0].lastComponent, newTokens, oldTokens));
    }
    let minDiagonalToConsider = -Infinity, maxDiagonalToConsider = Infinity;
    const execEditLength = () => {
      for (let diagonalPath = Math.max(minDiagonalToConsider, -editLength); diagonalPath <= Math.min(maxDiagonalToConsider, editLength); diagonalPath += 2) {
        let basePath;
        const removePath = bestPath[diagonalPath - 1], addPath = bestPath[diagonalPath + 1];
        if (removePath) {
          bestPath[diagonalPath - 1] = void 0;
        }
        let canAdd = false;
        if (addPath) {
          const addPathNewPos = addPath.oldPos - diagonalPath;
          canAdd = addPath && 0 <= addPathNewPos && addPathNewPos < newLen;
        }
        const canRemove = removePath && removePath.oldPos + 1 < oldLen;
        if (!canAdd && !canRemove) {
          bestPath[diagonalPath] = void 0;
          continue;
        }
        if (!canRemove || canAdd && removePath.oldPos < addPath.oldPos) {
          basePath = this.addToPath(addPath, true, false, 0, options);
        } else {
          basePath = this.addToPath(removePath, false, true, 1, options);
        }
        newPos = this.extractCommon(basePath, newTokens, oldTokens, diagonalPath, options);
        if (basePath.oldPos + 1 >= oldLen && newPos + 1 >= newLen) {
          return done(this.buildValues(basePath.lastComponent, newTokens, oldTokens)) || true;
        } else {
          bestPath[diagonalPath] = basePath;
          if (basePath.oldPos + 1 >= oldLen) {
            maxDiagonalToConsider = Math.min(maxDiagonalToConsider, diagonalPath - 1);
          }
          if (newPos + 1 >= newLen) {
            minDiagonalToConsider = Math.max(minDiagonalToConsider, diagonalPath + 1);
          }
        }
      }
      editLength++;
    };
    if (callback) {
      (function exec2() {
        setTimeout(function() {
          if (editLength > maxEditLength || Date.now() > abortAfterTimestamp) {
            return callback(void 0);
          }
          if (!execEditLength()) {
            exec2();
          }
        }, 0);
      })();
    } else {
      while (editLength <= maxEditLength && Date.now() <= abortAfterTimestamp) {
        const ret = execEditLength();
        if (ret) {
          return ret;
        }
      }
    }
  }
  addToPath(path7, added, removed, oldPosInc, options) {
    const last = path7.lastComponent;
    if (last && !options.oneChangePerToken && last.added === added && last.removed === removed) {
      return {
        oldPos: path7.oldPos + oldPosInc,
        lastComponent: { count: last.count + 1, added, removed, previousComponent: last.previousComponent }
      };
    } else {
      return {
        oldPos: path7.oldPos + oldPosInc,
        lastComponent: { count: 1, added, removed, previousComponent: last }
      };
    }
  }
  extractCommon(basePath, newTokens, oldTokens, diagonalPath, options) {
    const newLen = newTokens.length, oldLen = oldTokens.length;
    let oldPos = basePath.oldPos, newPos = oldPos - diagonalPath, commonCount = 0;
    while (newPos + 1 < newLen && oldPos + 1 < oldLen && this.equals(oldTokens[oldPos + 1], newTokens[newPos + 1], options)) {
      newPos++;
      oldPos++;
      commonCount++;
      if (options.oneChangePerToken) {
        basePath.lastComponent = { count: 1, previousComponent: basePath.lastComponent, added: false, removed: false };
      }
    }
    if (commonCount && !options.oneChangePerToken) {
      basePath.lastComponent = { count: commonCount, previousComponent: basePath.lastComponent, added: false, removed: false };
    }
    basePath.oldPos = oldPos;
    return newPos;
  }
  equals(left, right, options) {
    if (options.comparator) {
      return options.comparator(left, right);
    } else {
      return left === right || !!options.ignoreCase && left.toLowerCase() === right.toLowerCase();
    }
  }
  removeEmpty(array2) {
    const ret = [];
    for (let i = 0; i < array2.length; i++) {
      if (array2[i]) {
        ret.push(array2[i]);
      }
    }
    return ret;
  }
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  castInput(value, options) {
    return value;
  }
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  tokenize(value, options) {
    return Array.from(value);
  }
  join(chars) {
    return chars.join("");
  }
  postProcess(changeObjects, options) {
    return changeObjects;
  }
  get useLongestToken() {
    return false;
  }
  buildValues(lastComponent, newTokens, oldTokens) {
    const components = [];
    let nextComponent;
    while (lastComponent) {
      components.push(lastComponent);
      nextComponent = lastComponent.previousComponent;
      delete lastComponent.previousComponent;
      lastComponent = nextComponent;
    }
    components.reverse();
    const componentLen = components.length;
    let componentPos = 0, newPos = 0, oldPos = 0;
    for (; componentPos < componentLen; componentPos++) {
      const component = components[componentPos];
      if (!component.removed) {
        if (!component.added && this.useLongestToken) {
          let value = newTokens.slice(newPos, newPos + component.count);
          value = value.map(function(value2, i) {
            const oldValue = oldTokens[oldPos + i];
            return oldValue.length > value2.length ? oldValue : value2;
          });
          component.value = this.join(value);
        } else {
          component.value = this.join(newTokens.slice(newPos, newPos + component.count));
        }
        newPos += component.count;
        if (!component.added) {
          oldPos += component.count;
        }
      } else {
        component.value = this.join(oldTokens.slice(oldPos, oldPos + component.count));
        oldPos += component.count;
      }
    }
    return components;
  }
};

// node_modules/diff/libesm/util/string.js
function longestCommonPrefix(str1, str22) {
  let i;
  for (i = 0; i < str1.length && i < str22.length; i++) {
    if (str1[i] != str22[i]) {
      return str1.slice(0, i);
    }
  }
  return str1.slice(0, i);
}
function longestCommonSuffix(str1, str22) {
  let i;
  if (!str1 || !str22 || str1[str1.length - 1] != str22[str22.length - 1]) {
    return "";
  }
  for (i = 0; i < str1.length && i < str22.length; i++) {
    if (str1[str1.length - (i + 1)] != str22[str22.length - (i + 1)]) {
      return str1.slice(-i);
    }
  }
  return str1.slice(-i);
}
function replacePrefix(string, oldPrefix, newPrefix) {
  if (string.slice(0, oldPrefix.length) != oldPrefix) {
    throw Error(`string ${JSON.stringify(string)} doesn't start with prefix ${JSON.stringify(oldPrefix)}; this is a bug`);
  }
  return newPrefix + string.slice(oldPrefix.length);
}
function replaceSuffix(string, oldSuffix, newSuffix) {
  if (!oldSuffix) {
    return string + newSuffix;
  }
  if (string.slice(-oldSuffix.length) != oldSuffix) {
    throw Error(`string ${JSON.stringify(string)} doesn't end with suffix ${JSON.stringify(oldSuffix)}; this is a bug`);
  }
  return string.slice(0, -oldSuffix.length) + newSuffix;
}
function removePrefix(string, oldPrefix) {
  return replacePrefix(string, oldPrefix, "");
}
function removeSuffix(string, oldSuffix) {
  return replaceSuffix(string, oldSuffix, "");
}
function maximumOverlap(string1, string2) {
  return string2.slice(0, overlapCount(string1, string2));
}
function overlapCount(a, b) {
  let startA = 0;
  if (a.length > b.length) {
    startA = a.length - b.length;
  }
  let endB = b.length;
  if (a.length < b.length) {
    endB = a.length;
  }
  const map = Array(endB);
  let k = 0;
  map[0] = 0;
  for (let j = 1; j < endB; j++) {
    if (b[j] == b[k]) {
      map[j] = map[k];
    } else {
      map[j] = k;
    }
    while (k > 0 && b[j] != b[k]) {
      k = map[k];
    }
    if (b[j] == b[k]) {
      k++;
    }
  }
  k = 0;
  for (let i = startA; i < a.length; i++) {
    while (k > 0 && a[i] != b[k]) {
      k = map[k];
    }
    if (a[i] == b[k]) {
      k++;
    }
  }
  return k;
}
function segment(string, segmenter2) {
  const parts = [];
  for (const segmentObj of Array.from(segmenter2.segment(string))) {
    const segment2 = segmentObj.segment;
    if (parts.length && /\s/.test(parts[parts.length - 1]) && /\s/.test(segment2)) {
      parts[parts.length - 1] += segment2;
    } else {
      parts.push(segment2);
    }
  }
  return parts;
}
function trailingWs(string, segmenter2) {
  if (segmenter2) {
    return leadingAndTrailingWs(string, segmenter2)[1];
  }
  let i;
  for (i = string.length - 1; i >= 0; i--) {
    if (!string[i].match(/\s/)) {
      break;
    }
  }
  return string.substring(i + 1);
}
function leadingWs(string, segmenter2) {
  if (segmenter2) {
    return leadingAndTrailingWs(string, segmenter2)[0];
  }
  const match = string.match(/^\s*/);
  return match ? match[0] : "";
}
function leadingAndTrailingWs(string, segmenter2) {
  if (!segmenter2) {
    return [leadingWs(string), trailingWs(string)];
  }
  if (segmenter2.resolvedOptions().granularity != "word") {
    throw new Error('The segmenter passed must have a granularity of "word"');
  }
  const segments = segment(string, segmenter2);
  const firstSeg = segments[0];
  const lastSeg = segments[segments.length - 1];
  const head = /\s/.test(firstSeg) ? firstSeg : "";
  const tail = /\s/.test(lastSeg) ? lastSeg : "";
  return [head, tail];
}

// node_modules/diff/libesm/diff/word.js
var extendedWordChars = "a-zA-Z0-9_\\u{AD}\\u{C0}-\\u{D6}\\u{D8}-\\u{F6}\\u{F8}-\\u{2C6}\\u{2C8}-\\u{2D7}\\u{2DE}-\\u{2FF}\\u{1E00}-\\u{1EFF}";
var tokenizeIncludingWhitespace = new RegExp(`[${extendedWordChars}]+|\\s+|[^${extendedWordChars}]`, "ug");
var WordDiff = class extends Diff {
  equals(left, right, options) {
    if (options.ignoreCase) {
      left = left.toLowerCase();
      right = right.toLowerCase();
    }
    return left.trim() === right.trim();
  }
  tokenize(value, options = {}) {
    let parts;
    if (options.intlSegmenter) {
      const segmenter2 = options.intlSegmenter;
      if (segmenter2.resolvedOptions().granularity != "word") {
        throw new Error('The segmenter passed must have a granularity of "word"');
      }
      parts = segment(value, segmenter2);
    } else {
      parts = value.match(tokenizeIncludingWhitespace) || [];
    }
    const tokens = [];
    let prevPart = null;
    parts.forEach((part) => {
      if (/\s/.test(part)) {
        if (prevPart == null) {
          tokens.push(part);
        } else {
          tokens.push(tokens.pop() + part);
        }
      } else if (prevPart != null && /\s/.test(prevPart)) {
        if (tokens[tokens.length - 1] == prevPart) {
          tokens.push(tokens.pop() + part);
        } else {
          tokens.push(prevPart + part);
        }
      } else {
        tokens.push(part);
      }
      prevPart = part;
    });
    return tokens;
  }
  join(tokens) {
    return tokens.map((token, i) => {
      if (i == 0) {
        return token;
      } else {
        return token.replace(/^\s+/, "");
      }
    }).join("");
  }
  postProcess(changes, options) {
    if (!changes || options.oneChangePerToken) {
      return changes;
    }
    let lastKeep = null;
    let insertion = null;
    let deletion = null;
    changes.forEach((change2) => {
      if (change2.added) {
        insertion = change2;
      } else if (change2.removed) {
        deletion = change2;
      } else {
        if (insertion || deletion) {
          dedupeWhitespaceInChangeObjects(lastKeep, deletion, insertion, change2, options.intlSegmenter);
        }
        lastKeep = change2;
        insertion = null;
        deletion = null;
      }
    });
    if (insertion || deletion) {
      dedupeWhitespaceInChangeObjects(lastKeep, deletion, insertion, null, options.intlSegmenter);
    }
    return changes;
  }
};
var wordDiff = new WordDiff();
function diffWords(oldStr, newStr, options) {
  if ((options === null || options === void 0 ? void 0 : options.ignoreWhitespace) != null && !options.ignoreWhitespace) {
    return diffWordsWithSpace(oldStr, newStr, options);
  }
  return wordDiff.diff(oldStr, newStr, options);
}
function dedupeWhitespaceInChangeObjects(startKeep, deletion, insertion, endKeep, segmenter2) {
  if (deletion && insertion) {
    const [oldWsPrefix, oldWsSuffix] = leadingAndTrailingWs(deletion.value, segmenter2);
    const [newWsPrefix, newWsSuffix] = leadingAndTrailingWs(insertion.value, segmenter2);
    if (startKeep) {
      const commonWsPrefix = longestCommonPrefix(oldWsPrefix, newWsPrefix);
      startKeep.value = replaceSuffix(startKeep.value, newWsPrefix, commonWsPrefix);
      deletion.value = removePrefix(deletion.value, commonWsPrefix);
      insertion.value = removePrefix(insertion.value, commonWsPrefix);
    }
    if (endKeep) {
      const commonWsSuffix = longestCommonSuffix(oldWsSuffix, newWsSuffix);
      endKeep.value = replacePrefix(endKeep.value, newWsSuffix, commonWsSuffix);
      deletion.value = removeSuffix(deletion.value, commonWsSuffix);
      insertion.value = removeSuffix(insertion.value, commonWsSuffix);
    }
  } else if (insertion) {
    if (startKeep) {
      const ws = leadingWs(insertion.value, segmenter2);
      insertion.value = insertion.value.substring(ws.length);
    }
    if (endKeep) {
      const ws = leadingWs(endKeep.value, segmenter2);
      endKeep.value = endKeep.value.substring(ws.length);
    }
  } else if (startKeep && endKeep) {
    const newWsFull = leadingWs(endKeep.value, segmenter2), [delWsStart, delWsEnd] = leadingAndTrailingWs(deletion.value, segmenter2);
    const newWsStart = longestCommonPrefix(newWsFull, delWsStart);
    deletion.value = removePrefix(deletion.value, newWsStart);
    const newWsEnd = longestCommonSuffix(removePrefix(newWsFull, newWsStart), delWsEnd);
    deletion.value = removeSuffix(deletion.value, newWsEnd);
    endKeep.value = replacePrefix(endKeep.value, newWsFull, newWsEnd);
    startKeep.value = replaceSuffix(startKeep.value, newWsFull, newWsFull.slice(0, newWsFull.length - newWsEnd.length));
  } else if (endKeep) {
    const endKeepWsPrefix = leadingWs(endKeep.value, segmenter2);
    const deletionWsSuffix = trailingWs(deletion.value, segmenter2);
    const overlap2 = maximumOverlap(deletionWsSuffix, endKeepWsPrefix);
    deletion.value = removeSuffix(deletion.value, overlap2);
  } else if (startKeep) {
    const startKeepWsSuffix = trailingWs(startKeep.value, segmenter2);
    const deletionWsPrefix = leadingWs(deletion.value, segmenter2);
    const overlap2 = maximumOverlap(startKeepWsSuffix, deletionWsPrefix);
    deletion.value = removePrefix(deletion.value, overlap2);
  }
}
var WordsWithSpaceDiff = class extends Diff {
  tokenize(value) {
    const regex = new RegExp(`(\\r?\\n)|[${extendedWordChars}]+|[^\\S\\n\\r]+|[^${extendedWordChars}]`, "ug");
    return value.match(regex) || [];
  }
};
var wordsWithSpaceDiff = new WordsWithSpaceDiff();
function diffWordsWithSpace(oldStr, newStr, options) {
  return wordsWithSpaceDiff.diff(oldStr, newStr, options);
}

// node_modules/diff/libesm/diff/array.js
var ArrayDiff = class extends Diff {
  tokenize(value) {
    return value.slice();
  }
  join(value) {
    return value;
  }
  removeEmpty(value) {
    return value;
  }
};
var arrayDiff = new ArrayDiff();
function diffArrays(oldArr, newArr, options) {
  return arrayDiff.diff(oldArr, newArr, options);
}

// src/report/word-diff.ts
var segmenter = new Intl.Segmenter(void 0, { granularity: "word" });
function wordDiff2(before, after) {
  let changes = diffWords(before, after, { intlSegmenter: segmenter });
  if (before !== after && !changes.some((c) => c.added || c.removed)) changes = diffWordsWithSpace(before, after);
  return changes.map((c) => ({ kind: c.added ? "added" : c.removed ? "removed" : "same", text: c.value }));
}
function needsSeparator(previous, part) {
  if (previous === void 0 || previous.kind === "same" || part.kind === "same" || previous.kind === part.kind) return false;
  return !/\s$/.test(previous.text) && !/^\s/.test(part.text);
}

// src/report/text.ts
function renderText(plan, options) {
  const s = makeStyle(options.color);
  const out = [];
  if (plan.target !== void 0) out.push(`Target: ${terminalQuoted(plan.target)}`, "");
  for (const list of plan.lists) out.push(...renderList(list, s), "");
  if (plan.unmanaged.length > 0) out.push(...renderUnmanaged(plan.unmanaged, s), "");
  if (plan.problems.length > 0) out.push(...renderProblems(plan.problems, s), "");
  if (plan.blocked && plan.blocked.length > 0) out.push(...renderBlocked(plan.blocked, s), "");
  if (options.appendix) out.push(options.appendix.trimEnd(), "");
  const partial = partialLine(plan);
  if (partial !== void 0) out.push(s.yellow(terminalText(partial)));
  out.push(s.bold(summaryLine(plan)));
  return `${out.join("\n")}
`;
}
var I = "    ";
function renderList(list, s) {
  const mark = markStyle(list.action, s)(ACTION_MARK[list.action]);
  const old = replacedList(list);
  const facts = [old?.language ?? list.language];
  if (list.style_id !== void 0) facts.push(`style_id ${list.style_id}`);
  if (list.live_version !== void 0) facts.push(`version ${list.live_version}`);
  if (old !== void 0) facts[facts.length - 1] += ` \u2192 ${list.language}, new style_id`;
  const head = `${mark} ${s.bold(`${list.action} ${terminalQuoted(list.name)}`)} (${terminalText(facts.join(", "))})`;
  const where4 = headOrigin(list) ?? list.file;
  const lines = [where4 ? `${head}  ${comment(where4, s)}` : head];
  for (const change2 of list.changes) lines.push(...renderChange(change2, list, s));
  if (list.rename_hint !== void 0) {
    const { message, hint } = renameHintText(list, list.rename_hint);
    lines.push(`${I}${s.yellow("!")} ${terminalText(message)}`, `${I}  ${s.bold("Hint:")} ${terminalText(hint)}`);
  }
  return lines;
}
function replacedList(list) {
  if (list.action !== "replace") return void 0;
  for (const change2 of list.changes) if (change2.kind === "delete_list") return change2.before;
  return void 0;
}
function headOrigin(list) {
  for (const change2 of list.changes) if (change2.kind === "create_list" && change2.origin) return formatOrigin(change2.origin);
  return void 0;
}
function renderChange(change2, list, s) {
  switch (change2.kind) {
    case "create_list": {
      const lines = [`${I}${s.green("+")} language: ${terminalText(change2.body.language)}`];
      lines.push(...renderNewRules(change2.body.configured_rules, change2.rule_origins ?? {}, s));
      change2.body.custom_instructions.forEach((instruction2, i) => {
        lines.push(...renderNewInstruction(instruction2, change2.instruction_origins?.[i], s));
      });
      return lines;
    }
    case "rename_list":
      return [`${I}${s.yellow("~")} name: ${terminalQuoted(change2.from)} \u2192 ${terminalQuoted(change2.to)}${originNote(change2.origin, s)}`];
    case "replace_rules":
      return [`${I}${s.yellow("~")} rules (replaced as a whole):`, ...change2.rules.map((r) => renderRuleChange(r, change2.origins, s))];
    case "delete_instruction": {
      const why = change2.reason === "duplicate_label" ? "duplicate label in the live list: one copy is kept" : "no longer in the style file";
      return [`${I}${s.red("-")} instruction ${terminalQuoted(change2.before.label)}  ${comment(why, s)}`];
    }
    case "update_instruction": {
      const lines = [`${I}${s.yellow("~")} instruction ${terminalQuoted(change2.after.label)}${originNote(change2.origin, s)}`];
      if (change2.before.prompt !== change2.after.prompt) lines.push(`${I}${I}prompt: ${renderWordDiff(change2.before.prompt, change2.after.prompt, s)}`);
      if (change2.before.source_language !== change2.after.source_language) {
        lines.push(`${I}${I}source_language: ${sourceLanguage2(change2.before.source_language, s)} \u2192 ${sourceLanguage2(change2.after.source_language, s)}`);
      }
      return lines;
    }
    case "create_instruction":
      return renderNewInstruction(change2.after, change2.origin, s);
    case "delete_list":
      return renderDeleteList(change2, list, s);
  }
}
function renderDeleteList(change2, list, s) {
  const before = change2.before;
  switch (change2.reason) {
    case "absent":
      return [`${I}${s.red("-")} deleted: the style file says state: absent`, ...renderLiveContent(before, "With it go", s)];
    case "prune":
      return [`${I}${s.red("-")} deleted: no style file manages it (--prune)`, ...renderLiveContent(before, "With it go", s)];
    case "duplicate":
      return [
        `${I}${s.red("-")} deleted: a duplicate, an exact copy of the style file's content; style_id ${terminalText(change2.kept ?? "?")} (the oldest copy) is kept`,
        `${I}  ${comment("two creates of one list landed (a lost answer or two applies at once); removing the copy loses nothing", s)}`
      ];
    case "replace":
      return [
        `${I}${s.red("-")} deleted and created again: language ${terminalText(before.language)} \u2192 ${terminalText(list.language)} cannot be changed in place`,
        `${I}  ${s.bold(`The new list gets a NEW style_id: translation requests passing style_id ${terminalText(before.style_id)} must switch to it (${pinNote(list)}).`)}`,
        ...renderLiveContent(before, "The old list goes with", s)
      ];
  }
}
function renderLiveContent(live, lead, s) {
  const rules = ruleEntries(live.configured_rules);
  const labels = live.custom_instructions.map((i) => i.label);
  if (rules.length === 0 && labels.length === 0) return [`${I}  The live list holds no rules and no instructions.`];
  return [
    `${I}  ${lead} its ${contentInWords(rules.length, labels.length)}, as they are live now:`,
    ...rules.map(([group, rule, value]) => `${I}${I}${s.red("-")} rule ${terminalText(ruleValueInWords(rule, value))}  ${comment(`${group}.${rule}`, s)}`),
    ...labels.map((label2) => `${I}${I}${s.red("-")} instruction ${terminalQuoted(label2)}`)
  ];
}
function pinNote(list) {
  return list.pinned && list.file !== void 0 ? `and so must the style_id pin in ${terminalText(list.file)}` : "and so must any style_id pin";
}
function renderNewRules(rules, origins, s) {
  return ruleEntries(rules).map(([group, rule, value]) => {
    const key = `${group}.${rule}`;
    return `${I}${s.green("+")} rule ${terminalText(ruleValueInWords(rule, value))}  ${comment(whereRule(key, origins[key]), s)}`;
  });
}
function renderRuleChange(rule, origins, s) {
  const key = `${rule.group}.${rule.rule}`;
  const mark = rule.before === void 0 ? s.green("+") : rule.after === void 0 ? s.red("-") : s.yellow("~");
  const before = rule.before === void 0 ? s.dim("(unset)") : s.red(terminalText(valueInWords(rule.rule, rule.before)));
  const after = rule.after === void 0 ? s.dim("(unset)") : s.green(terminalText(valueInWords(rule.rule, rule.after)));
  return `${I}${I}${mark} ${terminalText(ruleInWords(rule.rule))}: ${before} \u2192 ${after}  ${comment(whereRule(key, origins[key]), s)}`;
}
function whereRule(key, origin2) {
  return origin2 ? `${key}, ${formatOrigin(origin2)}` : key;
}
function renderNewInstruction(instruction2, origin2, s) {
  return [
    `${I}${s.green("+")} instruction ${terminalQuoted(instruction2.label)}${originNote(origin2, s)}`,
    `${I}${I}prompt: ${terminalText(instruction2.prompt)}`,
    `${I}${I}source_language: ${sourceLanguage2(instruction2.source_language, s)}`
  ];
}
function sourceLanguage2(code, s) {
  return code === void 0 ? s.dim("(unset)") : terminalText(code);
}
function renderWordDiff(before, after, s) {
  const parts = wordDiff2(before, after);
  return parts.map((part, i) => {
    const text2 = terminalText(part.text);
    if (part.kind === "same") return text2;
    const gap = s.color && needsSeparator(parts[i - 1], part) ? " " : "";
    if (part.kind === "removed") return s.color ? gap + s.red(text2) : `[-${text2}-]`;
    return s.color ? gap + s.green(text2) : `{+${text2}+}`;
  }).join("");
}
function renderUnmanaged(unmanaged, s) {
  const lines = ["Lists no style file manages (left alone):"];
  for (const list of unmanaged) {
    const why = list.ignored ? "matches an ignore pattern" : "--prune would delete it";
    lines.push(`  ${s.dim("?")} ${terminalQuoted(list.name)} (${terminalText(list.language)}, style_id ${terminalText(list.style_id)})  ${comment(why, s)}`);
  }
  return lines;
}
function renderProblems(problems, s) {
  const count = problems.length === 1 ? "1 problem stops" : `${problems.length} problems stop`;
  return [s.red(s.bold(`error: ${count} this plan from being applied:`)), ...problemLines(problems, s)];
}
function renderBlocked(problems, s) {
  const count = problems.length === 1 ? "1 list is" : `${problems.length} lists are`;
  return [s.red(s.bold(`error: ${count} held back; the rest of the plan can be applied:`)), ...problemLines(problems, s)];
}
function problemLines(problems, s) {
  const lines = [];
  for (const problem2 of problems) {
    const where4 = problem2.file !== void 0 ? ` (${terminalText(problem2.file)})` : "";
    lines.push("", `  ${s.red("\u2717")} ${terminalText(problem2.message)}${s.dim(` [${problem2.code}]`)}${where4}`, `    ${s.bold("Hint:")} ${terminalText(problem2.hint)}`);
  }
  return lines;
}
function markStyle(action2, s) {
  return action2 === "create" ? s.green : action2 === "update" ? s.yellow : action2 === "delete" ? s.red : s.magenta;
}
function originNote(origin2, s) {
  return origin2 ? `  ${comment(formatOrigin(origin2), s)}` : "";
}
function comment(text2, s) {
  return s.dim(`# ${terminalText(text2)}`);
}

// src/report/checks-text.ts
function renderChecksText(checks, options) {
  const s = makeStyle(options.color);
  const out = [];
  const { languages } = checks;
  if (languages.skipped !== void 0) {
    out.push(s.yellow(`Language checks skipped: ${terminalText(languages.skipped)}`), "");
  } else if (languages.diagnostics.length > 0) {
    const errors = languages.diagnostics.filter((d) => d.severity === "error").length;
    out.push(s.bold(`Language checks: ${plural(errors, "error")}, ${plural(languages.diagnostics.length - errors, "warning")}`));
    out.push(renderDiagnostics(languages.diagnostics, { format: "text", color: options.color }).trimEnd(), "");
  }
  if (checks.translations) out.push(...renderTranslations(checks.translations, s), "");
  return out.length === 0 ? "" : `${out.join("\n")}
`;
}
var I2 = "    ";
function renderTranslations(report, s) {
  const { estimate } = report;
  const examples = report.lists.reduce((n, l) => n + l.examples.length, 0);
  const lines = [
    s.bold(`Translate checks: ${plural(examples, "example")} in ${plural(report.lists.length, "list")}`),
    `  cost: estimated ${estimate.characters} billed characters for ${plural(estimate.translations, "translation")} (limit ${estimate.limit})` + (report.refused === void 0 ? `, billed ${report.billed_characters}` : "")
  ];
  if (report.refused !== void 0) {
    lines.push(`  ${s.red("\u2717")} ${terminalText(report.refused.message)}`, `    ${s.bold("Hint:")} ${terminalText(report.refused.hint)}`);
    return lines;
  }
  for (const removed of report.leftovers_removed) {
    lines.push(`  ${s.dim("-")} removed the leftover preview list ${terminalQuoted(removed.name)} (style_id ${terminalText(removed.style_id)}), more than an hour old`);
  }
  for (const list of report.lists) lines.push("", ...renderList2(list, s));
  lines.push("", report.failures === 0 ? s.green("All translate checks passed.") : s.red(s.bold(`${plural(report.failures, "translate check")} failed.`)));
  return lines;
}
function renderList2(list, s) {
  const how = list.mode === "unchanged" ? `unchanged, translated with style_id ${list.style_id ?? "?"}` : list.mode === "changed" ? `changed: before with style_id ${list.style_id ?? "?"}, after with a preview list` : "new: after with a preview list";
  const lines = [`  ${s.bold(terminalQuoted(list.name))} (${terminalText(list.language)}, ${terminalText(how)})  ${s.dim(`# ${terminalText(list.file)}`)}`];
  if (list.preview?.error !== void 0) lines.push(`${I2}${s.red("\u2717")} ${terminalText(list.preview.error)}`);
  for (const example of list.examples) lines.push(...renderExample(example, list, s));
  return lines;
}
function renderExample(example, list, s) {
  const mark = example.status === "passed" ? s.green("\u2713") : s.red("\u2717");
  const lines = [`${I2}${mark} ${terminalQuoted(example.text)} \u2192 ${terminalText(example.target_language)}${where2(example.origin, s)}`];
  if (example.status === "error") {
    lines.push(`${I2}${I2}${s.red("translate failed:")} ${terminalText(example.error ?? "")}`);
    return lines;
  }
  if (list.mode === "changed" && example.before !== void 0 && example.after !== void 0) {
    lines.push(`${I2}${I2}before: ${terminalText(example.before)}`, `${I2}${I2}after:  ${terminalText(example.after)}`);
    lines.push(`${I2}${I2}diff:   ${example.before === example.after ? s.dim("(no difference)") : renderWordDiff(example.before, example.after, s)}`);
  } else if (example.after !== void 0) {
    lines.push(`${I2}${I2}${list.mode === "new" ? "after: " : "result:"} ${terminalText(example.after)}`);
  }
  for (const expectation of example.expectations) {
    if (expectation.met) continue;
    const what = expectation.kind === "matches" ? "does not match" : expectation.kind === "contains" ? "does not contain" : "contains";
    lines.push(`${I2}${I2}${s.red("\u2717")} expect.${expectation.kind} ${terminalQuoted(expectation.value)}: the translation ${what} it${where2(expectation.origin, s)}`);
  }
  return lines;
}
function where2(origin2, s) {
  return `  ${s.dim(`# ${terminalText(formatOrigin(origin2))}`)}`;
}
function renderPreviewsLeft(left) {
  return `
Stopped at once. These preview lists are still on the service: ${left.names.map(terminalQuoted).join(", ")}.
  hint: ${left.hint}
`;
}

// src/report/describe-error.ts
var ERROR_PREFIX = "error: ";
function describeError(error2, debug2, bugHint = "this is a bug in stylesync; rerun with --debug and report the output.") {
  if (error2 instanceof StylesyncError) {
    const trace = error2.traceId ? `
  trace id: ${terminalText(error2.traceId)}` : "";
    const stack2 = debug2 && error2.stack ? `
${error2.stack}` : "";
    return `${ERROR_PREFIX}${terminalText(error2.message)}
  hint: ${terminalText(error2.hint)}${trace}${stack2}
`;
  }
  const message = terminalText(error2 instanceof Error ? error2.message : String(error2));
  const stack = debug2 && error2 instanceof Error && error2.stack ? `
${error2.stack}` : "";
  return `${ERROR_PREFIX}${message}
  hint: ${bugHint}${stack}
`;
}

// src/report/diagnostics-markdown.ts
function renderDiagnosticsMarkdown(diags) {
  return diags.map((d) => `${diagnosticItem(d)}
`).join("");
}
function diagnosticItem(d) {
  const where4 = d.file === "" ? "stylesync" : `${d.file}:${d.line}:${d.col}`;
  const at2 = d.path === "" ? "" : ` (at ${d.path})`;
  return `- **${d.severity}** \`${d.code}\` ${markdownText(where4)}: ${markdownMessage(`${d.message}${at2}`)}<br>**Hint:** ${markdownMessage(d.hint)}`;
}

// src/report/stopping.ts
var WHAT = {
  translations: "no further translation will be sent; preview lists are being deleted",
  writes: "no further write will be sent; the writes in flight finish and are recorded"
};
function renderStopping(what) {
  return `
Interrupted: ${WHAT[what]}. Press Ctrl+C again to stop at once.
`;
}

// src/report/records-markdown.ts
var SHORT_ID = 12;
function renderRecordsMarkdown(records, options = {}) {
  if (records.length === 0) return "_No writes were sent._\n";
  const failed = records.filter((r) => r.outcome === "failed").length;
  const count = `**${plural(records.length, "write")} sent: ${records.length - failed} applied, ${failed === 0 ? "0 failed" : `\u274C ${failed} failed`}.**`;
  const rows = records.map((r, i) => {
    const what = r.label === void 0 ? markdownText(r.operation) : `${markdownText(r.operation)} ${markdownText(r.label)}`;
    return `| ${i + 1} | ${outcome(r)} | ${what} | ${cell(r.list)} | ${cell(r.version_after)} | ${short(r.style_id)} | ${short(r.trace_id)} |`;
  });
  const where4 = options.recordFile === void 0 ? "the record file (output `record-file`)" : `${markdownText(options.recordFile)} (output \`record-file\`)`;
  const full = records.map((r, i) => `| ${i + 1} | ${cell(r.style_id)} | ${cell(r.trace_id)} |`);
  return [
    count,
    "",
    "| # | Outcome | Write | List | Version | style\\_id | Trace ID |",
    "|--:|---|---|---|--:|---|---|",
    ...rows,
    "",
    `<details><summary>Full style_ids and trace IDs of the writes (also in the record file)</summary>`,
    "",
    `Every write with its full ids, versions and times is in ${where4}.`,
    "",
    "| # | style\\_id | Trace ID |",
    "|--:|---|---|",
    ...full,
    "",
    "</details>",
    ""
  ].join("\n");
}
function outcome(r) {
  if (r.outcome === "failed") return `\u274C failed: ${markdownText(r.error ?? "no answer")}`;
  if (r.recovered) return "\u2705 applied (recovered)";
  if (r.already_gone) return "\u2705 already gone";
  return "\u2705 applied";
}
function cell(value) {
  return value === null || value === void 0 || value === "" ? "\u2013" : markdownText(String(value));
}
function short(id) {
  if (id === null || id === "") return "\u2013";
  const points = [...id];
  return points.length <= SHORT_ID ? markdownText(id) : `${markdownText(points.slice(0, 8).join(""))}\u2026`;
}

// src/report/markdown-word-diff.ts
function markdownWordDiff(before, after) {
  const parts = wordDiff2(before, after);
  return parts.map((part, i) => {
    const gap = needsSeparator(parts[i - 1], part) ? " " : "";
    if (part.kind === "same") return markdownText(part.text);
    const match = /^(\s*)([\s\S]*?)(\s*)$/.exec(part.text);
    const [, lead = "", core = "", trail = ""] = match;
    if (core === "") return part.kind === "added" ? markdownText(part.text) : "";
    const tag = part.kind === "removed" ? "del" : "b";
    return `${gap}${markdownText(lead)}<${tag}>${markdownText(core)}</${tag}>${markdownText(trail)}`;
  }).join("");
}

// src/report/checks-markdown.ts
function checkSections(checks) {
  const sections = [];
  const { languages } = checks;
  if (languages.skipped !== void 0) {
    sections.push({ head: [`**Language checks skipped:** ${markdownText(languages.skipped)}`, ""], body: [], tail: [] });
  } else if (languages.diagnostics.length > 0) {
    sections.push(languageSection(languages.diagnostics));
  }
  if (checks.translations) sections.push(...translationSections(checks.translations));
  return sections;
}
var PLAN_SIDES = { before: "Before", after: "After", how: "before \u2192 after" };
function listCheckSections(lists, sides) {
  return lists.map((list) => listSection(list, sides));
}
function languageSection(diagnostics) {
  const errors = diagnostics.filter((d) => d.severity === "error").length;
  const head = [`**Language checks:** ${plural(errors, "error")}, ${plural(diagnostics.length - errors, "warning")}`, ""];
  return { head, body: diagnostics.map(diagnosticItem), tail: [""] };
}
function translationSections(report) {
  const { estimate } = report;
  const cost2 = `estimated ${estimate.characters} billed characters for ${estimate.translations} translations (limit ${estimate.limit})`;
  if (report.refused !== void 0) {
    return [{ head: [`**Translate checks refused:** ${markdownText(report.refused.message)}<br>**Hint:** ${markdownText(report.refused.hint)}`, ""], body: [], tail: [] }];
  }
  const verdict = report.failures === 0 ? "all passed" : `**${report.failures} failed**`;
  const head = [`**Translate checks:** ${verdict}; ${cost2}, billed ${report.billed_characters}.`, ""];
  for (const removed of report.leftovers_removed) {
    head.push(`- removed the leftover preview list ${markdownText(removed.name)} (style\\_id ${markdownText(removed.style_id)}), more than an hour old`);
  }
  if (report.leftovers_removed.length > 0) head.push("");
  return [{ head, body: [], tail: [] }, ...report.lists.map((list) => listSection(list, PLAN_SIDES))];
}
function listSection(list, sides) {
  const failed = list.examples.filter((e) => e.status !== "passed").length + (list.preview?.error === void 0 ? 0 : 1);
  const outcome3 = failed === 0 ? "passed" : `${failed} failed`;
  const open2 = failed > 0 ? " open" : "";
  const how = list.mode === "unchanged" ? "unchanged" : list.mode === "changed" ? sides.how : "new list";
  const head = [
    `<details${open2}><summary>${failed === 0 ? "\u2705" : "\u274C"} Examples of <b>${markdownHtml(list.name)}</b> (${markdownHtml(list.language)}, ${how}): ${outcome3} \xB7 ${markdownHtml(list.file)}</summary>`,
    ""
  ];
  const body = [];
  if (list.preview?.error !== void 0) body.push(`> ${markdownText(list.preview.error)}`, "");
  const columns = list.mode === "changed" ? ["Example", sides.before, sides.after] : ["Example", list.mode === "new" ? sides.after : "Result"];
  body.push(`| ${columns.join(" | ")} |`, `|${columns.map(() => "---").join("|")}|`);
  const notes = [];
  for (const example of list.examples) {
    body.push(row(example, list));
    notes.push(...failureNotes(example));
  }
  if (notes.length > 0) body.push("", ...notes);
  return { head, body, tail: ["", "</details>", ""] };
}
function row(example, list) {
  const mark = example.status === "passed" ? "\u2705" : "\u274C";
  const source = `${mark} ${markdownText(example.text)} \u2192 ${markdownText(example.target_language)} (${markdownText(formatOrigin(example.origin))})`;
  if (example.status === "error") {
    const message = `translate failed: ${markdownText(example.error ?? "")}`;
    return list.mode === "changed" ? `| ${source} | ${message} | |` : `| ${source} | ${message} |`;
  }
  if (list.mode === "changed") {
    const before = markdownText(example.before ?? "");
    const after = example.before !== void 0 && example.after !== void 0 ? markdownWordDiff(example.before, example.after) : markdownText(example.after ?? "");
    return `| ${source} | ${before} | ${after} |`;
  }
  return `| ${source} | ${markdownText(example.after ?? "")} |`;
}
function failureNotes(example) {
  return example.expectations.filter((e) => !e.met).map((e) => {
    const what = e.kind === "matches" ? "does not match" : e.kind === "contains" ? "does not contain" : "contains";
    return `- \u274C \`expect.${e.kind}\` ${markdownText(JSON.stringify(e.value))} (${markdownText(formatOrigin(e.origin))}): the translation ${markdownText(JSON.stringify(example.after ?? ""))} ${what} it`;
  });
}

// src/report/markdown-fit.ts
var FULL_PLAN = "the full plan is in the job summary and the plan artifact";
var TOO_LONG = "This plan is too long for one comment";
function cutNotesForSummary(text2) {
  return text2.replaceAll(FULL_PLAN, "all of it is in plan.md (output `plan-markdown-file`)").replaceAll(TOO_LONG, "This plan is too long for one summary");
}
function fitSections(parts, max) {
  const whole = (s) => s ? [...s.head, ...s.body, ...s.tail] : [];
  const full = [...parts.header, ...whole(parts.problems), ...whole(parts.overview), ...parts.sections.flatMap(whole), ...whole(parts.unmanaged)];
  if (cost(full) <= max) return join3(full);
  const notice = ["> [!NOTE]", `> ${TOO_LONG}, so some of it is cut short: ${FULL_PLAN}.`, ""];
  const budget = max - cost(parts.header) - cost(notice);
  const problems = cutBlock(parts.problems, Math.floor(budget / 4), (n) => [`> - \u2026 and ${n} more not shown`]);
  const unmanaged = cutBlock(parts.unmanaged, Math.floor(budget / 8), (n) => [`- \u2026 and ${n} more not shown`]);
  const overview = cutBlock(parts.overview, Math.floor(budget / 4), (n) => ["", `_\u2026 and ${plural(n, "more list", "more lists")} not shown in this table: ${FULL_PLAN}._`]);
  const moreLists = (n) => [`_\u2026 and ${n} more lists not shown: ${FULL_PLAN}._`, ""];
  const sectionBudget = budget - cost(problems) - cost(overview) - cost(unmanaged) - cost(moreLists(parts.sections.length));
  const sections = fitListSections(parts.sections, sectionBudget);
  const omitted = parts.sections.length - sections.length;
  const out = [...parts.header, ...notice, ...problems, ...overview, ...sections.flat(), ...omitted > 0 ? moreLists(omitted) : [], ...unmanaged];
  const text2 = join3(out);
  return text2.length <= max ? text2 : text2.slice(0, max);
}
function sectionNote(n) {
  return ["", `_\u2026 ${plural(n, "more line", "more lines")} of this list not shown: ${FULL_PLAN}._`];
}
function fitListSections(sections, budget) {
  const minimum = sections.map((s) => cost(s.head) + cost(s.tail) + (s.body.length > 0 ? cost(sectionNote(s.body.length)) : 0));
  const fullCost = sections.map((s) => cost(s.head) + cost(s.body) + cost(s.tail));
  const needed = minimum.reduce((a, b) => a + b, 0);
  if (needed > budget) {
    const out = [];
    let left = budget;
    for (const [i, section] of sections.entries()) {
      const min = minimum[i];
      if (min > left) break;
      out.push(cut(section.head, section.body, section.tail, min, sectionNote));
      left -= min;
    }
    return out;
  }
  const allowance = [...minimum];
  let spare = budget - needed;
  const order = sections.map((_, i) => i).sort((a, b) => fullCost[a] - minimum[a] - (fullCost[b] - minimum[b]));
  order.forEach((index2, rank3) => {
    const wants = fullCost[index2] - minimum[index2];
    const share2 = Math.floor(spare / (order.length - rank3));
    const given = Math.min(wants, share2);
    allowance[index2] = minimum[index2] + given;
    spare -= given;
  });
  return sections.map((s, i) => cut(s.head, s.body, s.tail, allowance[i], sectionNote));
}
function cut(prefix, body, suffix, allowance, note) {
  if (cost(prefix) + cost(body) + cost(suffix) <= allowance) return [...prefix, ...body, ...suffix];
  let used = cost(prefix) + cost(suffix) + cost(note(body.length));
  if (used > allowance) return void 0;
  const kept = [];
  for (const line of body) {
    if (used + line.length + 1 > allowance) break;
    kept.push(line);
    used += line.length + 1;
  }
  return [...prefix, ...kept, ...note(body.length - kept.length), ...suffix];
}
function cutBlock(block, allowance, note) {
  if (!block) return [];
  return cut(block.head, block.body, block.tail, allowance, note) ?? [...block.head, ...block.tail];
}
function cost(lines) {
  let n = 0;
  for (const line of lines) n += line.length + 1;
  return n;
}
function join3(lines) {
  return lines.map((l) => `${l}
`).join("");
}

// src/report/markdown-rules.ts
function markdownRuleChanges(rules) {
  return [
    "| Rule | Before | After | Identifier |",
    "|---|---|---|---|",
    ...rules.map((r) => `| ${ruleCell(r.rule)} | ${valueCell(r.rule, r.before)} | ${valueCell(r.rule, r.after)} | ${identifierCell(r.group, r.rule)} |`),
    ""
  ];
}
function markdownRuleValues(rules, valueHeading) {
  return [
    `| Rule | ${valueHeading} | Identifier |`,
    "|---|---|---|",
    ...ruleEntries(rules).map(([group, rule, value]) => `| ${ruleCell(rule)} | ${valueCell(rule, value)} | ${identifierCell(group, rule)} |`),
    ""
  ];
}
function ruleCell(rule) {
  return markdownText(ruleInWords(rule));
}
function valueCell(rule, value) {
  return value === void 0 ? "_(unset)_" : markdownText(valueInWords(rule, value));
}
function identifierCell(group, rule) {
  return `<code>${markdownText(`${group}.${rule}`)}</code>`;
}

// src/report/markdown-list.ts
function markdownListSection(list) {
  const where4 = list.file !== void 0 ? ` \xB7 ${markdownHtml(list.file)}` : "";
  const replaced = list.changes.find((c) => c.kind === "delete_list" && c.reason === "replace");
  const language2 = replaced?.kind === "delete_list" ? `${replaced.before.language} \u2192 ${list.language}` : list.language;
  const open2 = isLoss(list) ? " open" : "";
  const head = [
    `<details${open2}><summary><code>${markdownHtml(ACTION_MARK[list.action])}</code> <b>${markdownHtml(list.name)}</b> (${markdownHtml(language2)}): ${list.action}${where4}</summary>`,
    ""
  ];
  const body = [];
  if (list.rename_hint !== void 0) {
    const { message, hint } = renameHintText(list, list.rename_hint);
    body.push(`> [!NOTE]`, `> ${markdownText(message)}<br>**Hint:** ${markdownText(hint)}`, "");
  }
  let instructions = false;
  for (const change2 of list.changes) {
    if (!instructions && change2.kind.endsWith("_instruction")) {
      instructions = true;
      body.push("**Instructions**", "");
    }
    body.push(...changeLines(change2, list));
  }
  return { head, body, tail: ["", "</details>", ""] };
}
function changeLines(change2, list) {
  switch (change2.kind) {
    case "create_list": {
      const lines = [`Creates the list in language ${markdownText(change2.body.language)}${originNote2(change2.origin)}.`, ""];
      if (ruleCount(change2.body.configured_rules) > 0) lines.push(...markdownRuleValues(change2.body.configured_rules, "Value"));
      if (change2.body.custom_instructions.length > 0) {
        lines.push("**Instructions**", "");
        change2.body.custom_instructions.forEach((instruction2, i) => lines.push(newInstruction(instruction2, change2.instruction_origins?.[i])));
        lines.push("");
      }
      return lines;
    }
    case "rename_list":
      return [`Renames ${markdownText(change2.from)} \u2192 **${markdownText(change2.to)}**${originNote2(change2.origin)}.`, ""];
    case "replace_rules":
      return ["**Rules** (replaced as a whole)", "", ...markdownRuleChanges(change2.rules)];
    case "delete_instruction": {
      const why = change2.reason === "duplicate_label" ? "duplicate label in the live list; one copy is kept" : "no longer in the style file";
      return [`- \`-\` **${markdownText(change2.before.label)}**: ${why}`];
    }
    case "update_instruction": {
      const parts = [];
      if (change2.before.prompt !== change2.after.prompt) parts.push(markdownWordDiff(change2.before.prompt, change2.after.prompt));
      if (change2.before.source_language !== change2.after.source_language) {
        parts.push(`(source language ${sourceLanguage3(change2.before.source_language)} \u2192 ${sourceLanguage3(change2.after.source_language)})`);
      }
      return [`- \`~\` **${markdownText(change2.after.label)}**${originNote2(change2.origin)}: ${parts.join(" ")}`];
    }
    case "create_instruction":
      return [newInstruction(change2.after, change2.origin)];
    case "delete_list":
      return deleteLines(change2, list);
  }
}
function deleteLines(change2, list) {
  const before = change2.before;
  const id = `style\\_id ${markdownText(before.style_id)}`;
  if (change2.reason === "duplicate") {
    return [
      `Deletes the list (${id}): it is a duplicate, an exact copy of the style file's content (style\\_id ${markdownText(change2.kept ?? "?")}, the oldest copy, is kept), so nothing is lost.`,
      ""
    ];
  }
  if (change2.reason === "replace") {
    const pin = list.pinned && list.file !== void 0 ? `, and so must the style\\_id pin in ${markdownText(list.file)}` : "";
    return [
      "> [!CAUTION]",
      `> The language changes from ${markdownText(before.language)} to ${markdownText(list.language)}, which the service cannot do in place: the list (${id}) is deleted and created again with a **new style\\_id**. Translation requests passing the old id must switch to the new one${pin}.`,
      "",
      ...liveContent(before, "The old list goes with", "the new list gets the style file\u2019s, below")
    ];
  }
  const why = change2.reason === "absent" ? "the style file says `state: absent`" : "no style file manages it (`--prune`)";
  return [`**Deletes the list** (${id}): ${why}.`, "", ...liveContent(before, "With it go", void 0)];
}
function liveContent(live, lead, aside) {
  const rules = ruleCount(live.configured_rules);
  const instructions = live.custom_instructions.length;
  const note = aside === void 0 ? "" : ` (${aside})`;
  if (rules === 0 && instructions === 0) return [`The live list holds no rules and no instructions${note}.`, ""];
  const lines = [`${lead} its ${contentInWords(rules, instructions)}, as they are live now${note}:`, ""];
  if (rules > 0) lines.push(...markdownRuleValues(live.configured_rules, "Live value"));
  if (instructions > 0) {
    lines.push("**Instructions**", "", ...live.custom_instructions.map((i) => `- \`-\` **${markdownText(i.label)}**`), "");
  }
  return lines;
}
function newInstruction(instruction2, origin2) {
  return `- \`+\` **${markdownText(instruction2.label)}**${originNote2(origin2)}: ${markdownText(instruction2.prompt)} (source language ${sourceLanguage3(instruction2.source_language)})`;
}
function sourceLanguage3(code) {
  return code === void 0 ? "(unset)" : markdownText(code);
}
function originNote2(origin2) {
  return origin2 ? ` (${markdownText(formatOrigin(origin2))})` : "";
}

// src/report/plan-overview.ts
var NAMED = 10;
function planOverview(plan, options = {}) {
  if (plan.lists.length === 0) return { alerts: [] };
  const ordered = [...plan.lists].sort((a, b) => rank2(a) - rank2(b));
  const previews = options.previews;
  const withPreview = previews !== void 0 && plan.lists.some((l) => previews.has(l.name));
  const columns = ["Action", "List", "Language", "What changes", ...withPreview ? ["Preview"] : []];
  const head = [`| ${columns.join(" | ")} |`, `|${columns.map(() => "---").join("|")}|`];
  const body = ordered.map((list) => {
    const cells = [action(list), `**${markdownText(list.name)}**`, markdownText(language(list)), whatChanges(list)];
    if (withPreview) cells.push(previewCell(previews.get(list.name)));
    return `| ${cells.join(" | ")} |`;
  });
  return { alerts: alerts(plan.lists), table: { head, body, tail: [""] } };
}
function previewOutcomes(checks) {
  const outcomes = /* @__PURE__ */ new Map();
  for (const list of checks?.translations?.lists ?? []) {
    const passed = list.examples.filter((e) => e.status === "passed").length;
    const failed = list.examples.length - passed + (list.preview?.error === void 0 ? 0 : 1);
    outcomes.set(list.name, { passed, failed });
  }
  return outcomes;
}
function rank2(list) {
  if (list.action === "delete") return isLoss(list) ? 0 : 2;
  return list.action === "replace" ? 1 : 3;
}
function deleted(list) {
  for (const change2 of list.changes) if (change2.kind === "delete_list") return change2;
  return void 0;
}
function language(list) {
  const old = list.action === "replace" ? deleted(list)?.before.language : void 0;
  return old === void 0 ? list.language : `${old} \u2192 ${list.language}`;
}
function action(list) {
  const mark = `\`${ACTION_MARK[list.action]}\``;
  if (list.action === "delete") return isLoss(list) ? `${mark} **delete**` : `${mark} duplicate removal`;
  if (list.action === "replace") return `${mark} **replace**`;
  if (list.action === "create") return `${mark} create`;
  const renamed = list.changes.some((c) => c.kind === "rename_list");
  const more = list.changes.some((c) => c.kind !== "rename_list");
  return `${mark} ${renamed ? more ? "rename, update" : "rename" : "update"}`;
}
function whatChanges(list) {
  const gone = deleted(list);
  const created = list.changes.find((c) => c.kind === "create_list");
  const createdWords = created?.kind === "create_list" ? contentInWords(ruleCount(created.body.configured_rules), created.body.custom_instructions.length) : "";
  const liveWords = gone ? contentInWords(ruleCount(gone.before.configured_rules), gone.before.custom_instructions.length) : "";
  switch (list.action) {
    case "create":
      return `new list with ${createdWords}`;
    case "replace":
      return `**new style\\_id**; live list: ${liveWords}; new list: ${createdWords}`;
    case "delete":
      if (gone?.reason === "duplicate") return `an exact copy; style\\_id ${markdownText(gone.kept ?? "?")}, the oldest, is kept: nothing is lost`;
      return `${gone?.reason === "absent" ? "`state: absent`" : "no style file manages it (`--prune`)"}; **${liveWords} go with it**`;
    case "update":
      return updateWords(list.changes);
  }
}
function updateWords(changes) {
  const rules = { changed: 0, added: 0, removed: 0 };
  const instructions = { added: 0, changed: 0, removed: 0, duplicates: 0 };
  const parts = [];
  for (const change2 of changes) {
    if (change2.kind === "rename_list") parts.push(`renamed from ${markdownText(change2.from)}`);
    if (change2.kind === "replace_rules") {
      for (const r of change2.rules) rules[r.before === void 0 ? "added" : r.after === void 0 ? "removed" : "changed"]++;
    }
    if (change2.kind === "create_instruction") instructions.added++;
    if (change2.kind === "update_instruction") instructions.changed++;
    if (change2.kind === "delete_instruction") instructions[change2.reason === "duplicate_label" ? "duplicates" : "removed"]++;
  }
  const said = (noun, counts) => {
    const shown = Object.entries(counts).filter(([, n]) => n > 0);
    if (shown.length > 0) parts.push(shown.map(([verb, n], i) => i === 0 ? `${plural(n, noun)} ${verb}` : `${n} ${verb}`).join(", "));
  };
  said("rule", rules);
  said("instruction", { added: instructions.added, changed: instructions.changed, removed: instructions.removed });
  if (instructions.duplicates > 0) parts.push(`${plural(instructions.duplicates, "duplicate label")} removed`);
  return parts.join("; ");
}
function previewCell(outcome3) {
  if (outcome3 === void 0) return "";
  return outcome3.failed === 0 ? `\u2705 ${outcome3.passed} passed` : `\u274C **${outcome3.failed} failed**`;
}
function alerts(lists) {
  const lines = [];
  const deletes = lists.filter((l) => l.action === "delete" && isLoss(l));
  const replaces = lists.filter((l) => l.action === "replace");
  if (deletes.length > 0) {
    lines.push(
      "> [!CAUTION]",
      `> **This plan deletes ${plural(deletes.length, "list")}:** ${named2(deletes)}. ${deletes.length === 1 ? "Its" : "Their"} live rules and instructions go with ${deletes.length === 1 ? "it" : "them"}; they are shown below.`,
      ""
    );
  }
  if (replaces.length > 0) {
    lines.push(
      "> [!WARNING]",
      `> **This plan replaces ${plural(replaces.length, "list")}:** ${named2(replaces)}. A language cannot change in place, so ${replaces.length === 1 ? "the list is" : "each list is"} deleted and created again with a new style\\_id: callers using the old style\\_id break until they switch to the new one.`,
      ""
    );
  }
  return lines;
}
function named2(lists) {
  const shown = lists.slice(0, NAMED).map((l) => `${markdownText(l.name)} (${markdownText(language(l))}, style\\_id ${markdownText(l.style_id ?? "?")})`);
  const more = lists.length - shown.length;
  if (more > 0) return `${shown.join(", ")} and ${more} more`;
  return shown.length === 1 ? shown[0] : `${shown.slice(0, -1).join(", ")} and ${shown.at(-1)}`;
}

// src/report/markdown.ts
var GITHUB_COMMENT_LIMIT = 65536;
function renderMarkdown(plan, options = {}) {
  const header = [`### ${markdownText(summaryLine(plan))}`, ""];
  const partial = partialLine(plan);
  if (partial !== void 0) header.push(`**${markdownText(partial)}**`, "");
  if (plan.target !== void 0) header.push(`Target: ${markdownText(plan.target)}`, "");
  const overview = options.overview === false ? { alerts: [] } : planOverview(plan, { previews: options.previews ?? previewOutcomes(options.checks) });
  return fitSections(
    {
      // The alerts name at most a few lists each, so they stay whole however long the plan.
      header: [...header, ...overview.alerts],
      problems: problemSection(plan.problems, plan.blocked ?? []),
      ...overview.table ? { overview: overview.table } : {},
      sections: [...plan.lists.map(markdownListSection), ...options.checks ? checkSections(options.checks) : []],
      unmanaged: plan.unmanaged.length > 0 ? unmanagedSection(plan.unmanaged) : void 0
    },
    options.maxChars ?? GITHUB_COMMENT_LIMIT
  );
}
function problemSection(problems, blocked) {
  if (problems.length === 0 && blocked.length === 0) return void 0;
  const item = (problem2) => {
    const where4 = problem2.file !== void 0 ? ` (${markdownText(problem2.file)})` : "";
    return `> - ${markdownText(problem2.message)}${where4}<br>**Hint:** ${markdownText(problem2.hint)}`;
  };
  const titles = [];
  if (problems.length > 0) titles.push(`${problems.length === 1 ? "1 problem stops" : `${problems.length} problems stop`} this plan from being applied.`);
  if (blocked.length > 0) titles.push(`${blocked.length === 1 ? "1 list is" : `${blocked.length} lists are`} held back; the rest can be applied.`);
  return { head: ["> [!WARNING]", `> **${titles.join(" ")}**`, ">"], body: [...problems, ...blocked].map(item), tail: [""] };
}
function unmanagedSection(unmanaged) {
  const body = unmanaged.map((list) => {
    const why = list.ignored ? "matches an ignore pattern" : "`--prune` would delete it";
    return `- ${markdownText(list.name)} (${markdownText(list.language)}, style\\_id ${markdownText(list.style_id)}): ${why}`;
  });
  return { head: ["**Lists no style file manages** (left alone):", ""], body, tail: [""] };
}

// src/report/review-markdown.ts
function reviewHeading(title, target) {
  return `## stylesync ${title}${target === null ? "" : ` \xB7 target ${markdownText(target)}`}

`;
}
function renderReviewMarkdown(parts, maxChars) {
  const heading = reviewHeading(parts.title, parts.target);
  const footer = parts.footer && parts.footer.length > 0 ? `
${parts.footer.join("\n")}
` : "";
  const drift = parts.drift;
  const plain2 = { ...parts.plan, target: void 0 };
  const withChecks = parts.checks === void 0 ? {} : { checks: parts.checks };
  if (drift === void 0) return heading + renderMarkdown(plain2, { maxChars: maxChars - heading.length - footer.length, ...withChecks }) + footer;
  if (drift.kind === "unavailable") {
    const note = `> [!NOTE]
> Drift was not checked: ${markdownText(drift.reason)}

`;
    return heading + note + renderMarkdown(plain2, { maxChars: maxChars - heading.length - note.length - footer.length, ...withChecks }) + footer;
  }
  const ownTitle = "**Changes from this pull request**\n\n";
  const driftPlan = { ...drift.drift, target: void 0 };
  if (driftPlan.lists.length === 0 && driftPlan.problems.length === 0) {
    const none = `**Drift:** none. The live lists match the base branch (${markdownText(drift.base)}).
`;
    const room2 = maxChars - heading.length - ownTitle.length - none.length - 1 - footer.length;
    return `${heading}${ownTitle}${renderMarkdown(plain2, { maxChars: room2, ...withChecks })}
${none}${footer}`;
  }
  const previews = splitPreviews(parts.checks, plain2, driftPlan);
  const ownChecks = previews.own === void 0 ? {} : { checks: previews.own };
  const driftHead = driftHeading(drift.base, driftPlan, previews.drift.length);
  const room = maxChars - heading.length - ownTitle.length - driftHead.length - footer.length;
  const driftWhole = renderDrift(driftPlan, previews.drift, Infinity).length;
  const [ownRoom, driftRoom] = share(room, renderMarkdown(plain2, { maxChars: Infinity, ...ownChecks }).length, driftWhole);
  const ownText = renderMarkdown(plain2, { maxChars: ownRoom, ...ownChecks }).replace(`### ${markdownText(NO_CHANGES)}
`, "### None: this pull request changes no list.\n");
  return `${heading}${ownTitle}${ownText}${driftHead}${renderDrift(driftPlan, previews.drift, driftRoom)}${footer}`;
}
var DRIFT_SIDES = { before: "Live (the service)", after: "File (base branch)", how: "live \u2192 base branch file" };
function driftHeading(base, drift, previews) {
  const counts = summaryLine(drift).replace(/^Plan: /, "");
  const examples = previews === 0 ? "" : ` The translate examples of ${previews === 1 ? "the drifted list are" : `the ${previews} drifted lists are`} here too.`;
  return `
---

### Drift: the service differs from the base branch (${markdownText(base)})

> [!IMPORTANT]
> **Not part of this pull request**, but applying after the merge makes these changes too: ${markdownText(counts)} The lists on the service were changed outside stylesync, or the base branch was not applied; review them before approving.<br>In this section, **${DRIFT_SIDES.before}** is what the service holds now and **${DRIFT_SIDES.after}** is what the base branch's style files say.${examples}

`;
}
function renderDrift(drift, previews, maxChars) {
  const examples = (room) => previews.length === 0 ? "" : fitSections({ header: [], sections: listCheckSections(previews, DRIFT_SIDES) }, room);
  const first = `### ${markdownText(summaryLine(drift))}

`;
  const relabel = (budget) => {
    const text2 = renderMarkdown(drift, { maxChars: budget });
    return (text2.startsWith(first) ? text2.slice(first.length) : text2).replace(/^(\|.*\| )Before \| After( \|.*)?$/gm, (_, lead, rest = " |") => `${lead}${DRIFT_SIDES.before} | ${DRIFT_SIDES.after}${rest}`);
  };
  const plan = (room) => {
    let budget = room + first.length;
    let text2 = relabel(budget);
    for (let tries = 0; tries < 4 && text2.length > room; tries++) {
      budget -= text2.length - room;
      text2 = relabel(budget);
    }
    return text2.length <= room ? text2 : text2.slice(0, Math.max(0, room));
  };
  if (maxChars === Infinity) return plan(Infinity) + examples(Infinity);
  const [planRoom, examplesRoom] = share(maxChars, plan(Infinity).length, examples(Infinity).length);
  return plan(planRoom) + examples(examplesRoom);
}
function splitPreviews(checks, own2, drift) {
  const report = checks?.translations;
  if (checks === void 0 || report === void 0) return { own: checks, drift: [] };
  const ownNames = new Set(own2.lists.map((l) => l.name));
  const driftNames = new Set(drift.lists.map((l) => l.name).filter((name) => !ownNames.has(name)));
  const driftLists = report.lists.filter((l) => driftNames.has(l.name));
  return { own: { ...checks, translations: { ...report, lists: report.lists.filter((l) => !driftNames.has(l.name)) } }, drift: driftLists };
}
function share(room, a, b) {
  if (a + b <= room) return [a, b];
  const half = Math.floor(room / 2);
  if (a <= half) return [a, room - a];
  if (b <= half) return [room - b, b];
  return [half, room - half];
}

// src/report/validation-summary.ts
function validationSummary(result) {
  const tombstones = result.lists.filter((l) => l.state === "absent").length;
  const lists = `${plural(result.lists.length, "list")}${tombstones > 0 ? ` (${plural(tombstones, "tombstone")})` : ""}`;
  return `${plural(result.files?.length ?? 0, "file")}, ${lists}: ${plural(result.errors.length, "error")}, ${plural(result.warnings.length, "warning")}`;
}

// src/report/request-line.ts
var NOTICEABLE_WAIT_MS = 1e3;
function renderRequestLine(event, options) {
  const request = `${event.method} ${terminalText(event.path)}`;
  if (event.waitingMs !== void 0) {
    return `Still waiting for the service to answer ${request} (${Math.round(event.waitingMs / 1e3)} s so far)\u2026`;
  }
  if (event.note === "recovered") {
    return options.verbose ? `http: ${request}: no clear answer, but what it made was found; not sent again` : void 0;
  }
  const wait = event.retryInMs === void 0 ? "" : `; retrying in ${seconds2(event.retryInMs)}${event.retryAfter ? " (the service's Retry-After)" : ""}`;
  if (options.verbose) {
    const trace = event.traceId ? ` (trace ${terminalText(event.traceId)})` : "";
    return `http: ${request} \u2192 ${outcome2(event)}${trace}${wait}`;
  }
  if (event.retryInMs !== void 0 && event.retryInMs >= NOTICEABLE_WAIT_MS) {
    return `${request} \u2192 ${outcome2(event)}${wait}\u2026`;
  }
  return void 0;
}
function outcome2(event) {
  if (event.status !== void 0) return String(event.status);
  return event.failure === "timeout" ? "no answer in time (timeout)" : "connection failed";
}
function seconds2(ms) {
  return ms < 1e3 ? `${ms} ms` : `${(ms / 1e3).toFixed(ms % 1e3 === 0 ? 0 : 1)} s`;
}

// src/app/count.ts
function parseCount(flag2, text2, min, example = `${flag2} ${Math.max(min, 1)}`, code = "invalid-flag") {
  if (text2 === void 0) return void 0;
  const n = Number(text2);
  if (!Number.isInteger(n) || n < min) {
    throw new StylesyncError(`${flag2} must be a whole number of at least ${min}, not "${text2}".`, `For example ${example}.`, { code });
  }
  return n;
}

// src/action/inputs.ts
var ACTION_INPUTS = {
  command: "plan",
  "base-url": "",
  "auth-scheme": "",
  target: "",
  "working-directory": ".",
  "api-key": "",
  prune: "false",
  "allow-deletes": "",
  "allow-replace": "false",
  "check-translations": "false",
  strict: "true",
  "github-token": "",
  comment: "true",
  /** The CLI's --concurrency default: list page reads, translate checks and lists written at once. */
  concurrency: "4"
};
var ACTION_SETTING_NAMES = {
  key: "the `api-key` input",
  authScheme: "the `auth-scheme` input",
  baseUrl: "the `base-url` input",
  baseUrlExample: "the `base-url` input (`base-url: ${{ vars.STYLESYNC_BASE_URL }}`)"
};
function readInputs(get) {
  const value = (name) => {
    const given = get(name).trim();
    return given === "" ? ACTION_INPUTS[name] : given;
  };
  const optional2 = (name) => {
    const v = value(name);
    return v === "" ? void 0 : v;
  };
  const command = value("command");
  if (command !== "plan" && command !== "apply" && command !== "validate") {
    throw new StylesyncError(`The input \`command\` must be plan, apply or validate, not "${command}".`, "Set `command: plan` (the default), `command: apply` or `command: validate` in the workflow step.", { code: "invalid-input" });
  }
  const inputs = {
    command,
    workingDirectory: value("working-directory"),
    apiKey: value("api-key"),
    prune: flag(value, "prune"),
    allowReplace: flag(value, "allow-replace"),
    checkTranslations: flag(value, "check-translations"),
    strict: flag(value, "strict"),
    githubToken: value("github-token"),
    comment: flag(value, "comment"),
    concurrency: parseCount("the input `concurrency`", value("concurrency"), 1, "`concurrency: 4` in the workflow step", "invalid-input")
  };
  const baseUrl = optional2("base-url");
  const authScheme = optional2("auth-scheme");
  const target = optional2("target");
  const allowDeletes = parseCount("the input `allow-deletes`", optional2("allow-deletes"), 0, "`allow-deletes: 1` in the workflow step", "invalid-input");
  if (baseUrl !== void 0) inputs.baseUrl = baseUrl;
  if (authScheme !== void 0) inputs.authScheme = authScheme;
  if (target !== void 0) inputs.target = target;
  if (allowDeletes !== void 0) inputs.allowDeletes = allowDeletes;
  return inputs;
}
function flag(value, name) {
  const v = value(name).toLowerCase();
  if (v === "true") return true;
  if (v === "false") return false;
  throw new StylesyncError(`The input \`${name}\` must be true or false, not "${value(name)}".`, `Set \`${name}: true\` or \`${name}: false\` in the workflow step, or leave it out for the default (${ACTION_INPUTS[name]}).`, { code: "invalid-input" });
}

// src/action/action-session.ts
function expectKey(inputs, env, config) {
  const variable = keyVariable(config, inputs.target);
  if (inputs.apiKey || env[variable]?.trim()) return;
  throw new StylesyncError(
    `No API key: the \`api-key\` input is empty${env.GITHUB_EVENT_NAME?.startsWith("pull_request") ? " (secrets are not passed to this pull request run)" : ""}, and ${variable} is not set.`,
    "Pass the key from a secret: `with: api-key: ${{ secrets.STYLESYNC_API_KEY }}`.",
    { code: "no-key" }
  );
}
function openActionSession(options) {
  const { inputs, secrets, log } = options;
  const env = inputs.apiKey ? { ...options.env, [keyVariable(options.config, inputs.target)]: inputs.apiKey } : { ...options.env };
  return openSession({
    cwd: options.cwd,
    env,
    ...inputs.target === void 0 ? {} : { target: inputs.target },
    ...inputs.baseUrl === void 0 ? {} : { baseUrl: inputs.baseUrl },
    ...inputs.authScheme === void 0 ? {} : { authScheme: inputs.authScheme },
    settingNames: ACTION_SETTING_NAMES,
    onSecret: (key) => secrets.add(key),
    onRequest: (event) => {
      const line = renderRequestLine(event, { verbose: false });
      if (line !== void 0) log(line);
    }
  });
}

// src/action/annotate.ts
import { relative as relative2, resolve } from "node:path";
function annotate(options) {
  for (const d of options.diagnostics) {
    const message = `${terminalText(d.message)}${d.path === "" ? "" : ` (at ${terminalText(d.path)})`}
hint: ${terminalText(d.hint)}`;
    const properties = { title: `stylesync ${d.code}` };
    if (d.file !== "") {
      properties.file = terminalText(relative2(options.workspace, resolve(options.root, d.file)));
      properties.startLine = d.line;
      properties.startColumn = d.col;
    }
    (d.severity === "error" ? error : warning)(options.redact(message), properties);
  }
}

// src/action/apply-step.ts
import { access as access2, readFile as readFile3 } from "node:fs/promises";
import { join as join5 } from "node:path";

// src/apply/apply-plan.ts
async function applyPlan(plan, api, options) {
  const records = [];
  let recordFailure;
  const emit = (record2) => {
    records.push(record2);
    try {
      options.onRecord?.(record2);
    } catch (error2) {
      recordFailure ??= error2;
    }
    options.onProgress?.({ kind: "write", record: record2 });
  };
  const listOptions = { ...options, stopped: () => recordFailure !== void 0 || (options.stopped?.() ?? false) };
  const limit = limiter(options.concurrency);
  const order = longestChainFirst(plan.lists);
  const started = await Promise.all(order.map((index2) => limit(() => applyList(plan.lists[index2], api, listOptions, emit))));
  const lists = new Array(started.length);
  for (const [i, index2] of order.entries()) lists[index2] = started[i];
  if (recordFailure !== void 0) throw recordFailure;
  const totals = {
    applied: records.filter((r) => r.outcome === "applied").length,
    failed: lists.filter((l) => l.status === "failed").length,
    skipped: lists.reduce((n, l) => n + l.skipped, 0)
  };
  const interrupted = lists.some((l) => l.status === "stopped");
  return { lists, records, totals, ...interrupted ? { interrupted } : {} };
}
function longestChainFirst(lists) {
  return lists.map((_, index2) => index2).sort((a, b) => lists[b].changes.length - lists[a].changes.length);
}
async function applyList(listPlan, api, options, emit) {
  const cursor = { styleId: listPlan.style_id ?? null, version: listPlan.live_version ?? null, backedUp: false };
  const outcome3 = {
    name: listPlan.name,
    file: listPlan.file ?? null,
    action: listPlan.action,
    style_id: cursor.styleId,
    previous_style_id: listPlan.style_id ?? null,
    ...listPlan.pinned ? { pinned: true } : {},
    status: "applied",
    applied: 0,
    skipped: 0
  };
  for (const [index2, change2] of listPlan.changes.entries()) {
    if (options.stopped?.()) {
      outcome3.status = "stopped";
      outcome3.skipped = listPlan.changes.length - index2;
      break;
    }
    const base = { list: listPlan.name, file: listPlan.file ?? null, operation: change2.kind, ...labelOf(change2) };
    let done;
    try {
      done = await write(change2, cursor, api, options);
    } catch (error2) {
      const failure = toFailure(error2);
      emit({
        ...base,
        style_id: cursor.styleId,
        version_after: null,
        version_source: null,
        trace_id: failure.trace_id ?? null,
        at: options.now(),
        outcome: "failed",
        error: failure.message
      });
      outcome3.status = "failed";
      outcome3.failure = failure;
      outcome3.skipped = listPlan.changes.length - index2 - 1;
      break;
    }
    emit({ ...base, ...done, at: options.now(), outcome: "applied" });
    outcome3.applied++;
  }
  outcome3.style_id = cursor.styleId;
  return outcome3;
}
async function write(change2, cursor, api, options) {
  if (change2.kind === "create_list") {
    const { value, traceId, recovered, resent } = await api.create(change2.body);
    cursor.styleId = value.style_id;
    return { ...fromList(cursor, value.version, traceId), ...recovered ? { recovered } : {}, ...resent ? { resent } : {} };
  }
  if (change2.kind === "delete_list") {
    const styleId2 = change2.before.style_id;
    const backup = await backupFirst(readBefore(styleId2, `"${change2.before.name}" was not deleted`, options), "it was not deleted", options);
    const { traceId, alreadyGone } = await api.deleteList(styleId2);
    cursor.styleId = null;
    cursor.version = null;
    return { style_id: styleId2, version_after: null, version_source: null, trace_id: traceId || null, backup, ...alreadyGone ? { already_gone: true } : {} };
  }
  const styleId = requireId2(cursor);
  switch (change2.kind) {
    case "rename_list": {
      const { value, traceId } = await api.rename(styleId, change2.to);
      return fromList(cursor, value.version, traceId);
    }
    case "replace_rules": {
      const { value, traceId } = await api.replaceRules(styleId, change2.after);
      return fromList(cursor, value.version, traceId);
    }
    case "delete_instruction": {
      const backup = cursor.backedUp ? void 0 : await backupInstructions(styleId, change2, options);
      cursor.backedUp = true;
      const { traceId, alreadyGone } = await api.deleteInstruction(styleId, change2.instruction_id);
      const done = alreadyGone ? { ...derived(cursor, traceId, false), already_gone: true } : derived(cursor, traceId);
      return { ...done, ...backup === void 0 ? {} : { backup } };
    }
    case "update_instruction": {
      const { traceId } = await api.updateInstruction(styleId, change2.instruction_id, instructionBody(change2.after));
      return derived(cursor, traceId);
    }
    case "create_instruction": {
      const { traceId, recovered, resent } = await api.createInstruction(styleId, instructionBody(change2.after));
      return { ...derived(cursor, traceId), ...recovered ? { recovered } : {}, ...resent ? { resent } : {} };
    }
  }
}
async function backupFirst(list, consequence, options) {
  try {
    return await options.backup(list);
  } catch (error2) {
    const reason = error2 instanceof Error ? error2.message : String(error2);
    throw new StylesyncError(
      `could not write the backup of "${list.name}" (${list.style_id}), so ${consequence}: ${reason}`,
      "make the backup directory writable (or choose another with --backup-dir) and run apply again.",
      { code: "backup-failed", cause: error2 }
    );
  }
}
async function backupInstructions(styleId, change2, options) {
  const consequence = `its instruction "${change2.before.label}" was not deleted`;
  return backupFirst(readBefore(styleId, consequence, options), consequence, options);
}
function readBefore(styleId, consequence, options) {
  const list = options.snapshot(styleId);
  if (!list) {
    throw new StylesyncError(
      `no copy of the live list ${styleId} was read before this run, so ${consequence} (there would be no backup)`,
      "this is a bug in stylesync; run plan again and report the output.",
      { code: "internal" }
    );
  }
  return list;
}
function fromList(cursor, version, traceId) {
  cursor.version = version;
  return { style_id: cursor.styleId, version_after: version, version_source: "response", trace_id: traceId || null };
}
function derived(cursor, traceId, bumped = true) {
  if (bumped && cursor.version !== null) cursor.version += 1;
  return {
    style_id: cursor.styleId,
    version_after: cursor.version,
    version_source: cursor.version === null ? null : "derived",
    trace_id: traceId || null
  };
}
function requireId2(cursor) {
  if (cursor.styleId === null) {
    throw new StylesyncError(
      "the plan writes to a list that has no style_id (it was never created or was deleted earlier in the plan)",
      "this is a bug in stylesync; run plan again and report the saved plan.",
      { code: "internal" }
    );
  }
  return cursor.styleId;
}
function labelOf(change2) {
  switch (change2.kind) {
    case "delete_instruction":
      return { label: change2.before.label, instruction_id: change2.instruction_id };
    case "update_instruction":
      return { label: change2.after.label, instruction_id: change2.instruction_id };
    case "create_instruction":
      return { label: change2.after.label };
    default:
      return {};
  }
}
function toFailure(error2) {
  if (error2 instanceof StylesyncError) {
    return { message: error2.message, hint: error2.hint, ...error2.traceId ? { trace_id: error2.traceId } : {} };
  }
  return {
    message: error2 instanceof Error ? error2.message : String(error2),
    hint: "this is a bug in stylesync; rerun with --debug and report the output."
  };
}

// src/apply/backup.ts
import { mkdir as mkdir3, writeFile as writeFile3 } from "node:fs/promises";
import { isAbsolute as isAbsolute2, join as join4, relative as relative3 } from "node:path";
var BACKUP_FORMAT_VERSION = 1;
function createBackupWriter(options) {
  return async (list) => {
    const at2 = options.now();
    const stamp = at2.replace(/[:.]/g, "-");
    const id = list.style_id.replace(/[^A-Za-z0-9_-]/g, "_");
    const body = { stylesync_backup: BACKUP_FORMAT_VERSION, backed_up_at: at2, list };
    const text2 = (options.redact ?? ((t) => t))(`${JSON.stringify(body, null, 2)}
`);
    await mkdir3(options.dir, { recursive: true });
    for (let n = 1; ; n++) {
      const file = join4(options.dir, `${id}-${stamp}${n === 1 ? "" : `-${n}`}.json`);
      try {
        await writeFile3(file, text2, { flag: "wx" });
      } catch (error2) {
        if (error2.code === "EEXIST" && n < 100) continue;
        throw error2;
      }
      const shown = relative3(options.root, file);
      return shown.startsWith("..") || isAbsolute2(shown) ? file : shown;
    }
  };
}

// src/apply/managed-ids.ts
function managedIds(desired, live, outcomes = []) {
  const liveIds = new Set(live.map((l) => l.style_id));
  const byName = /* @__PURE__ */ new Map();
  for (const list of live) if (!byName.has(list.name)) byName.set(list.name, list.style_id);
  const touched = new Map(outcomes.map((o) => [`${o.file ?? ""}\0${o.name}`, o]));
  const ids = {};
  for (const list of desired) {
    if (list.state !== "present") continue;
    const outcome3 = touched.get(`${list.file}\0${list.name}`);
    let id;
    if (outcome3) id = outcome3.style_id;
    else if (list.style_id) id = liveIds.has(list.style_id) ? list.style_id : null;
    else id = byName.get(list.name);
    if (id) ids[list.name] = id;
  }
  return ids;
}

// src/apply/record-file.ts
import { closeSync as closeSync2, mkdirSync, openSync as openSync2, writeSync } from "node:fs";
import { dirname } from "node:path";
function openRecordFile(file, context, flag2 = "--record", redact = (text2) => text2) {
  let fd;
  try {
    mkdirSync(dirname(file), { recursive: true });
    fd = openSync2(file, "w");
  } catch (error2) {
    throw new StylesyncError(
      `Could not open ${file} (${flag2}): ${error2.message}. Nothing was written to the service.`,
      `Check that the directory is writable, or give ${flag2} another path.`,
      { code: "record-unwritable", cause: error2 }
    );
  }
  return {
    append(record2) {
      try {
        writeSync(fd, redact(`${JSON.stringify(recordEntry(record2, context))}
`));
      } catch (error2) {
        throw new StylesyncError(
          `Could not add to ${file} (${flag2}): ${error2.message}. The write to "${record2.list}" went through; no further write was sent.`,
          "Free space or fix the path, then run `stylesync plan` to see what is left and apply again (the progress lines above show what was written).",
          { code: "record-unwritable", cause: error2 }
        );
      }
    },
    close() {
      closeSync2(fd);
    }
  };
}
function recordEntry(record2, context) {
  return { ...record2, target: context.target, base_url: context.base_url };
}
function parseRecord(text2, file) {
  const lines = text2.split("\n");
  const last = lines.pop();
  const entries2 = [];
  lines.forEach((line, index2) => {
    if (line.trim() === "") return;
    entries2.push(parseLine(line, file, index2 + 1));
  });
  if (last.trim() === "") return { entries: entries2 };
  try {
    entries2.push(parseLine(last, file, lines.length + 1));
    return { entries: entries2 };
  } catch {
    return { entries: entries2, torn: last };
  }
}
function parseLine(line, file, lineNumber) {
  let value;
  try {
    value = JSON.parse(line);
  } catch (error2) {
    throw new StylesyncError(
      `${file}:${lineNumber} is not a record entry: ${error2.message}.`,
      "Give the file written by `stylesync apply --record FILE` (one JSON object per line).",
      { code: "record-invalid" }
    );
  }
  if (typeof value !== "object" || value === null || Array.isArray(value) || typeof value.operation !== "string") {
    throw new StylesyncError(
      `${file}:${lineNumber} is not a record entry: expected a JSON object with an "operation".`,
      "Give the file written by `stylesync apply --record FILE` (one JSON object per line).",
      { code: "record-invalid" }
    );
  }
  return value;
}

// src/app/saved-plan.ts
import { readFile as readFile2 } from "node:fs/promises";

// src/plan/saved-difference.ts
function savedDifference(saved, fresh) {
  const onlySaved = [];
  const onlyFresh = [];
  const unpaired = /* @__PURE__ */ new Map();
  for (const list of fresh.lists) unpaired.set(listHead(list), [...unpaired.get(listHead(list)) ?? [], list]);
  for (const list of saved.lists) {
    const head = listHead(list);
    const match = unpaired.get(head)?.shift();
    const parts = diffArrays(writes(list), match === void 0 ? [] : writes(match));
    for (const part of parts) {
      if (part.removed) onlySaved.push(...part.value.map((w) => `${head}: ${w}`));
      else if (part.added) onlyFresh.push(...part.value.map((w) => `${head}: ${w}`));
    }
  }
  for (const [head, lists] of unpaired) for (const list of lists) onlyFresh.push(...writes(list).map((w) => `${head}: ${w}`));
  const notes = [];
  if ((saved.target ?? null) !== (fresh.target ?? null)) {
    notes.push(`it shows the target ${JSON.stringify(saved.target ?? null)}, but it applies to ${JSON.stringify(fresh.target ?? null)}`);
  }
  if (stableJson(saved.fingerprint) !== stableJson(fresh.fingerprint)) {
    notes.push(`its fingerprint ${oneLine(saved.fingerprint)} is not what the service holds now: ${oneLine(fresh.fingerprint)}`);
  }
  if (stableJson(saved.summary) !== stableJson(fresh.summary)) {
    notes.push(`its summary ${oneLine(saved.summary)} does not count what a fresh plan would do: ${oneLine(fresh.summary)}`);
  }
  return { onlySaved, onlyFresh, notes };
}
function isEmptyDifference(difference) {
  return difference.onlySaved.length === 0 && difference.onlyFresh.length === 0 && difference.notes.length === 0;
}
function writes(list) {
  return list.changes.map((change2) => `${change2.kind} ${oneLine(content(change2))}`);
}
function listHead(list) {
  const facts = [`language ${list.language}`, `style_id ${list.style_id ?? "(new)"}`];
  if (list.live_version !== void 0) facts.push(`version ${list.live_version}`);
  if (list.pinned) facts.push("pinned");
  return `${list.action} ${JSON.stringify(list.name)} (${facts.join(", ")})`;
}
function withoutOrigins(change2) {
  const { origin: _origin, rule_origins: _rules, instruction_origins: _instructions, origins: _origins, ...rest } = change2;
  return rest;
}
function content(change2) {
  const { kind: _kind, ...rest } = withoutOrigins(change2);
  return rest;
}
function oneLine(value) {
  return JSON.stringify(JSON.parse(stableJson(value)));
}

// src/app/saved-plan.ts
async function readPlanFile(path7, shown) {
  let text2;
  try {
    text2 = await readFile2(path7, "utf8");
  } catch (error2) {
    throw new StylesyncError(`Cannot read the plan file ${shown}: ${error2.message}`, "Give the path written by `stylesync plan --out FILE`.", {
      code: "plan-file-unreadable",
      cause: error2
    });
  }
  return parseSavedPlan(text2, shown);
}
function checkPlanningFlags(saved, planning, config, shown) {
  const now = { prune: Boolean(planning.prune) || config.prune && saved.partial === void 0, allow_replace: Boolean(planning.allowReplace), allow_deletes: planning.allowDeletes ?? null };
  const then = saved.planned_with;
  if (now.prune === then.prune && now.allow_replace === then.allow_replace && now.allow_deletes === then.allow_deletes) return;
  const describe3 = (p) => [p.prune && "--prune", p.allow_replace && "--allow-replace", p.allow_deletes !== null && `--allow-deletes ${p.allow_deletes}`].filter(Boolean).join(" ") || "none of --prune, --allow-replace, --allow-deletes";
  throw new StylesyncError(
    `${shown} was made with ${describe3(then)}, but this apply was given ${describe3(now)}. Nothing was written.`,
    `Apply it with the command plan printed (the same --prune, --allow-replace and --allow-deletes it was made with): whoever applies a plan confirms what it may delete and replace. If you did not make it that way, it was edited: make a new plan.`,
    { code: "planning-flags-differ" }
  );
}
async function checkSavedPlan(session, saved, shown) {
  const { planned_with: how } = saved;
  const planning = {
    prune: how.prune,
    allowReplace: how.allow_replace,
    ...how.allow_deletes === null ? {} : { allowDeletes: how.allow_deletes },
    // A saved partial plan is planned again as the same part.
    ...saved.partial === void 0 ? {} : { subset: savedChoice(session.config, saved.partial) }
  };
  const { plan, live } = await planLive(session, planning).catch((error2) => {
    throw partGone(error2, shown);
  });
  const stale = staleness(saved, live, desiredChecksum(subsetOf(session, planning)?.lists ?? session.result.lists));
  const difference = savedDifference(saved, plan);
  if (stale.length === 0 && isEmptyDifference(difference)) return { status: "current", plan, live };
  const problems = stale.length > 0 ? stale : [{ code: "saved-plan-differs", message: `${shown} is not what applying would do now.`, hint: "Run `stylesync plan --out FILE` again and apply the new file." }];
  return { status: "refused", code: stale.length > 0 ? "stale-plan" : "saved-plan-differs", problems, stale, difference };
}
function partGone(error2, shown) {
  if (!(error2 instanceof StylesyncError) || error2.code !== "subset-invalid") return error2;
  return new StylesyncError(`${shown} is a partial plan, and its part selects nothing now: ${error2.message} Nothing was written.`, "Run `stylesync plan PATH\u2026 --out FILE` again for the part as it is now, and apply the new file.", {
    code: "stale-plan",
    cause: error2
  });
}

// src/app/write-file.ts
import { mkdir as mkdir4, writeFile as writeFile4 } from "node:fs/promises";
import { dirname as dirname2 } from "node:path";
async function writeOrExplain(file, text2, flag2) {
  try {
    await mkdir4(dirname2(file), { recursive: true });
    await writeFile4(file, text2);
  } catch (error2) {
    throw new StylesyncError(`Could not write ${file} (${flag2}): ${error2.message}`, `Check that the directory exists and is writable, or give ${flag2} another path.`, {
      code: "write-failed",
      cause: error2
    });
  }
}

// src/app/apply.ts
async function applyPlan2(session, planned, options) {
  const { plan, live } = planned;
  const record2 = openRecord(session, options);
  let result;
  try {
    result = plan.lists.length === 0 ? emptyResult() : await send(session, planned, options, record2);
  } finally {
    record2?.close();
  }
  options.onEvent?.({ kind: "sent", result });
  if (options.idsFile !== void 0) {
    const ids = managedIds(session.result.lists, live, result.lists);
    await writeOrExplain(options.idsFile, session.redact(`${JSON.stringify(ids, null, 2)}
`), "--ids-out");
  }
  return result;
}
async function send(session, planned, options, record2) {
  const now = options.now ?? (() => (/* @__PURE__ */ new Date()).toISOString());
  const sendOptions = {
    concurrency: options.concurrency,
    now,
    ...record2 === void 0 ? {} : { onRecord: (entry) => record2.append(entry) },
    onProgress: (event) => options.onEvent?.(event),
    backup: createBackupWriter({ dir: options.backupDir, root: session.config.root, now, redact: session.redact }),
    snapshot: byId(planned.live)
  };
  return interruptible(
    options.onInterrupt,
    () => options.onEvent?.({ kind: "stopping", what: "writes" }),
    (stopped) => applyPlan(planned.plan, session.api, { ...sendOptions, stopped })
  );
}
async function applySavedPlan(session, saved, shown, options) {
  checkPlanningFlags(saved, options.planning, session.config, shown);
  const check = await checkSavedPlan(session, saved, shown);
  if (check.status === "refused") return check;
  options.onCurrent?.(check.plan);
  if (check.plan.problems.length > 0) return { status: "refused", code: "plan-problems", problems: check.plan.problems, plan: check.plan };
  return { status: "applied", plan: check.plan, result: await applyPlan2(session, check, options) };
}
function emptyResult() {
  return { lists: [], records: [], totals: { applied: 0, failed: 0, skipped: 0 } };
}
function openRecord(session, options) {
  if (options.recordFile === void 0) return void 0;
  return openRecordFile(options.recordFile, { target: session.target.name, base_url: session.target.baseUrl }, "--record", session.redact);
}
function byId(lists) {
  const map = new Map(lists.map((l) => [l.style_id, l]));
  return (styleId) => map.get(styleId);
}

// src/report/apply-progress.ts
var MARKS = {
  create_list: "+",
  rename_list: "~",
  replace_rules: "~",
  delete_instruction: "~",
  update_instruction: "~",
  create_instruction: "~",
  delete_list: "-"
};
function describeOperation(record2) {
  const label2 = record2.label === void 0 ? "" : ` ${terminalQuoted(record2.label)}`;
  switch (record2.operation) {
    case "create_list":
      return "POST style_rules";
    case "rename_list":
      return "PATCH name";
    case "replace_rules":
      return "PUT configured_rules";
    case "delete_instruction":
      return `DELETE custom_instructions${label2}`;
    case "update_instruction":
      return `PUT custom_instructions${label2}`;
    case "create_instruction":
      return `POST custom_instructions${label2}`;
    case "delete_list":
      return "DELETE style_rules";
  }
}
function shortTrace(traceId) {
  if (!traceId) return "";
  return ` (trace ${terminalText(traceId.length > 8 ? `${traceId.slice(0, 8)}\u2026` : traceId)})`;
}
function renderProgressLine(record2) {
  const list = terminalText(record2.list);
  const head = `${MARKS[record2.operation]} ${list}: ${describeOperation(record2)}`;
  if (record2.outcome === "failed") {
    const trace = record2.trace_id ? ` (trace ${terminalText(record2.trace_id)})` : "";
    return `! ${list}: ${describeOperation(record2)} failed: ${terminalText(record2.error ?? "unknown error")}${trace}`;
  }
  let after;
  if (record2.operation === "delete_list") {
    after = record2.backup ? `deleted (backup ${terminalText(record2.backup)})` : "deleted";
  } else {
    const derived2 = record2.version_source === "derived" ? " (derived)" : "";
    const version = `version ${terminalText(String(record2.version_after ?? "?"))}${derived2}`;
    after = record2.operation === "create_list" ? `style_id ${terminalText(String(record2.style_id))}, ${version}` : version;
    if (record2.backup) after += ` (list backed up to ${terminalText(record2.backup)} first)`;
  }
  if (record2.already_gone) after += " (already gone: another run or a person deleted it first)";
  const recovered = record2.recovered ? " (found after an unclear answer, not sent twice)" : record2.resent ? " (sent again after no clear answer; if the first lands late, the next plan removes the copy)" : "";
  return `${head} \u2192 ${after}${recovered}${shortTrace(record2.trace_id)}`;
}
function renderProgress(event) {
  return renderProgressLine(event.record);
}

// src/report/apply-text.ts
function where3(list) {
  return list.file ? ` (${terminalText(list.file)})` : "";
}
function renderApplyText(result, options) {
  const red = paint(options.color, "31");
  const green = paint(options.color, "32");
  const yellow = paint(options.color, "33");
  const bold = paint(options.color, "1");
  const lines = [];
  const failed = result.lists.filter((l) => l.status === "failed");
  const created = options.quiet ? [] : result.lists.filter((l) => l.status === "applied" && l.action === "create");
  const replaced = options.quiet ? [] : result.lists.filter((l) => l.status === "applied" && l.action === "replace");
  if (failed.length > 0) {
    lines.push(red(bold("Failed:")));
    for (const list of failed) {
      const failure = list.failure;
      lines.push(red(`  ! ${terminalText(list.name)}${where3(list)}: ${terminalText(failure?.message ?? "failed")}`));
      if (failure?.hint) lines.push(`      hint: ${terminalText(failure.hint)}`);
      if (failure?.trace_id) lines.push(`      trace id: ${terminalText(failure.trace_id)}`);
      const done = list.applied > 0 ? `${plural(list.applied, "earlier write")} of this list went through; ` : "";
      if (list.skipped > 0) lines.push(yellow(`      ${done}${plural(list.skipped, "later write")} skipped.`));
      else if (done) lines.push(`      ${done.slice(0, -2)}.`);
    }
    lines.push("");
  }
  const stopped = result.lists.filter((l) => l.status === "stopped");
  if (stopped.length > 0) {
    lines.push(yellow(bold("Not finished (interrupted):")));
    for (const list of stopped) {
      const done = list.applied > 0 ? `${plural(list.applied, "write")} applied, ` : "";
      lines.push(yellow(`  \u2026 ${terminalText(list.name)}${where3(list)}: ${done}${plural(list.skipped, "write")} not sent`));
    }
    lines.push("");
  }
  if (created.length > 0) {
    lines.push("Created:");
    for (const list of created) lines.push(green(`  + ${terminalText(list.name)}: style_id ${terminalText(String(list.style_id))}`));
    lines.push("");
  }
  if (replaced.length > 0) {
    lines.push("Replaced (translation requests must use the new style_id):");
    for (const list of replaced) {
      lines.push(yellow(`  -/+ ${terminalText(list.name)}: ${terminalText(String(list.previous_style_id))} \u2192 ${terminalText(String(list.style_id))}`));
      if (list.pinned) lines.push(`      update the pin: set style_id: ${terminalText(String(list.style_id))} in ${list.file ? terminalText(list.file) : "its style file"}`);
    }
    lines.push("");
  }
  const { applied, failed: failedCount, skipped } = result.totals;
  const touched = result.lists.length;
  if (result.interrupted) {
    const failedPart = failedCount > 0 ? `, ${plural(failedCount, "list")} failed` : "";
    lines.push(yellow(bold(`Apply interrupted: ${applied} applied${failedPart}, ${skipped} not sent.`)));
    lines.push("Nothing was sent after Ctrl+C except the writes already in flight. Run `stylesync plan` to see what is left, then `stylesync apply` again.");
  } else if (failedCount === 0) {
    lines.push(green(bold(`Apply complete: ${plural(applied, "write")} to ${plural(touched, "list")}.`)));
  } else {
    lines.push(
      red(bold(`Apply incomplete: ${applied} applied, ${plural(failedCount, "list")} failed, ${skipped} skipped.`))
    );
    lines.push("Fix the cause above, then run `stylesync plan` to see what is left and `stylesync apply` again.");
  }
  return `${lines.join("\n")}
`;
}

// src/report/saved-difference.ts
function renderSavedDifference(file, stale, difference) {
  const lines = [`${terminalText(file)} does not match what applying it now would do, so it is not applied:`];
  for (const problem2 of stale) lines.push(`  - ${terminalText(problem2.message)}`);
  if (difference.onlySaved.length > 0) {
    lines.push(`  Writes only in ${terminalText(file)} (a fresh plan from the files and the service would not send them):`);
    for (const line of difference.onlySaved) lines.push(`    - ${terminalText(line)}`);
  }
  if (difference.onlyFresh.length > 0) {
    lines.push(`  Writes only in a fresh plan (${terminalText(file)} does not show them):`);
    for (const line of difference.onlyFresh) lines.push(`    + ${terminalText(line)}`);
  }
  for (const note of difference.notes) lines.push(`  - ${terminalText(file)}: ${terminalText(note)}`);
  lines.push(
    `  hint: Run \`stylesync plan --out ${terminalText(file)}\` again, review it, and apply the new file. If neither the style files nor the service changed since the plan was saved, ${terminalText(file)} itself was edited: find out by whom before applying anything.`
  );
  return `${lines.join("\n")}
`;
}

// src/action/apply-step.ts
async function applyStep(options) {
  const recordFile = join5(options.outDir, "record.jsonl");
  const idsFile = join5(options.outDir, "ids.json");
  let applied;
  let thrown;
  try {
    const saved = await readPlanFile(options.planFile, options.planFile);
    applied = await applySavedPlan(options.session, saved, options.planFile, {
      concurrency: options.planning.readConcurrency ?? 4,
      backupDir: join5(options.outDir, "backups"),
      recordFile,
      idsFile,
      planning: options.planning,
      onEvent: (event) => logEvent(event, options.log),
      onInterrupt: options.onInterrupt,
      onCurrent: (plan) => options.log(`Applying ${terminalText(options.planFile)} (${summaryLine(plan)})`)
    });
  } catch (error2) {
    thrown = error2;
  }
  const result = {};
  const records = await readRecords(recordFile);
  if (records !== void 0) Object.assign(result, { records, recordFile });
  if (await exists2(idsFile)) result.idsFile = idsFile;
  if (thrown !== void 0) {
    if (!(thrown instanceof StylesyncError)) throw thrown;
    result.failure = thrown;
  } else {
    const failure = failureOf(applied, options);
    if (failure !== void 0) result.failure = failure;
  }
  return result;
}
function logEvent(event, log) {
  switch (event.kind) {
    case "note":
      log(`note: ${event.text}`);
      break;
    case "stopping":
      log(renderStopping(event.what));
      break;
    case "write":
      log(renderProgress(event));
      break;
    case "sent":
      if (event.result.lists.length > 0) log(`
${renderApplyText(event.result, { color: false, quiet: false })}`);
      break;
  }
}
function failureOf(applied, options) {
  if (applied.status === "refused") {
    if (applied.code !== "plan-problems") options.log(renderSavedDifference(options.planFile, applied.stale, applied.difference));
    options.log("Nothing was written.");
    const problem2 = applied.problems[0];
    return new StylesyncError(`apply refused the plan: ${problem2?.message ?? applied.code} Nothing was written.`, problem2?.hint ?? "Run the workflow again.", {
      code: applied.code
    });
  }
  return writeFailure(applied.result);
}
function writeFailure(result) {
  const again = "Re-run the workflow to converge once the cause is fixed.";
  const failed = result.records.filter((r) => r.outcome === "failed");
  if (failed.length > 0) {
    return new StylesyncError(
      `${plural(failed.length, "write")} failed, the first on "${failed[0]?.list}": ${failed[0]?.error ?? "no answer"}`,
      `The Writes table and the record file (output record-file) list every write; the other lists were applied. ${again}`,
      { code: "writes-failed" }
    );
  }
  if (result.interrupted) {
    return new StylesyncError(
      `Apply was interrupted (the workflow was cancelled): ${result.totals.skipped} writes were not sent.`,
      `The Writes table and the record file (output record-file) list the writes that were. ${again}`,
      { code: "interrupted" }
    );
  }
  return void 0;
}
async function readRecords(file) {
  try {
    return parseRecord(await readFile3(file, "utf8"), file).entries;
  } catch (error2) {
    if (error2.code === "ENOENT") return void 0;
    throw error2;
  }
}
async function exists2(file) {
  return access2(file).then(
    () => true,
    () => false
  );
}

// src/action/decide.ts
var FORK_NOTE = "This pull request comes from a fork. GitHub gives such runs no secrets, so stylesync validated the style files only: no plan was made and the service was not contacted.";
function decide(event, command) {
  if (command === "apply") {
    if (event.kind === "pull_request") {
      return {
        run: "refuse",
        message: `\`command: apply\` is refused on ${event.name} events: a pull request is planned and reviewed, never applied. Nothing was written.`,
        hint: "Use `command: plan` for pull requests, and apply from a workflow that runs on push to the default branch (see the README)."
      };
    }
    if (event.kind === "push" && !event.onDefaultBranch) {
      return {
        run: "refuse",
        message: `\`command: apply\` runs only on a push to the default branch${event.defaultBranch ? ` (${event.defaultBranch})` : ""}, not on ${event.ref}. Nothing was written.`,
        hint: "Restrict the apply workflow to `on: push: branches: [<default branch>]`, or start it with workflow_dispatch."
      };
    }
    if (event.kind === "schedule" || event.kind === "other") {
      const name = event.kind === "schedule" ? "schedule" : event.name;
      return {
        run: "refuse",
        message: `\`command: apply\` is refused on ${name || "unknown"} events: it runs on a push to the default branch or a workflow_dispatch. Nothing was written.`,
        hint: event.kind === "schedule" ? "Use `command: plan` on a schedule: it checks for drift and fails when the live lists differ." : "Run apply from a workflow triggered by push or workflow_dispatch."
      };
    }
    return { run: "apply" };
  }
  if (event.kind === "pull_request" && event.fork) return { run: "validate", note: FORK_NOTE };
  if (command === "validate") return { run: "validate" };
  if (event.kind === "schedule") return { run: "drift-check" };
  if (event.kind === "pull_request") return { run: "plan", pullRequest: event };
  return { run: "plan" };
}

// src/action/base-files.ts
import { execFile } from "node:child_process";
import { mkdir as mkdir5, mkdtemp, rm as rm2, writeFile as writeFile5 } from "node:fs/promises";
import { join as join6 } from "node:path";
import { promisify } from "node:util";
var exec = promisify(execFile);
async function baseFiles(cwd, sha, tempRoot) {
  const git = async (args) => (await exec("git", args, { cwd, encoding: "buffer", maxBuffer: 256 * 1024 * 1024 })).stdout;
  let prefix;
  try {
    prefix = (await git(["rev-parse", "--show-prefix"])).toString("utf8").trim();
  } catch {
    return { ok: false, reason: "the working directory is not a git checkout." };
  }
  try {
    await git(["cat-file", "-e", `${sha}^{commit}`]);
  } catch {
    return {
      ok: false,
      reason: `the base commit ${sha.slice(0, 12)} is not in this checkout. Check it out with actions/checkout and fetch-depth: 0 so it is.`
    };
  }
  const listing = (await git(["ls-tree", "-r", "-z", "--full-tree", "--name-only", sha])).toString("utf8");
  const paths = listing.split("\0").filter((p) => p.startsWith(prefix) && /\.ya?ml$/i.test(p));
  await mkdir5(tempRoot, { recursive: true });
  const root = await mkdtemp(join6(tempRoot, "base-"));
  for (const path7 of paths) {
    const bytes = await git(["show", `${sha}:${path7}`]);
    const file = join6(root, path7);
    await mkdir5(join6(file, ".."), { recursive: true });
    await writeFile5(file, bytes);
  }
  const baseCwd = join6(root, prefix);
  await mkdir5(baseCwd, { recursive: true });
  return { ok: true, cwd: baseCwd, remove: () => rm2(root, { recursive: true, force: true }) };
}

// src/action/base-project.ts
async function loadBaseProject(options) {
  const { pullRequest: pr } = options;
  if (pr.baseSha === void 0) return { ok: false, reason: "the event names no base commit." };
  const base = await baseFiles(options.cwd, pr.baseSha, options.tempDir);
  if (!base.ok) return base;
  try {
    const { config, result } = await loadProject({ cwd: base.cwd, ...options.target === void 0 ? {} : { target: options.target } });
    return { ok: true, config, result, label: `${pr.baseRef ?? "base"}, commit ${pr.baseSha.slice(0, 7)}` };
  } finally {
    await base.remove();
  }
}

// src/plan/drift.ts
function splitDrift(head, base) {
  const baseLists = new Set(base.lists.map(listKey));
  const lists = head.lists.filter((list) => !baseLists.has(listKey(list)));
  const own2 = { ...head, lists, summary: summarize(lists) };
  return { own: own2, drift: base };
}
function listKey(list) {
  return stableJson({
    name: list.name,
    action: list.action,
    style_id: list.style_id ?? null,
    language: list.language,
    changes: list.changes.map(withoutOrigins)
  });
}

// src/action/drift-view.ts
async function driftView(options) {
  const { base, plan } = options;
  if (!base.ok) return { shown: plan, drift: { kind: "unavailable", reason: base.reason } };
  if (base.result.errors.length > 0) {
    return { shown: plan, drift: { kind: "unavailable", reason: `the base commit's style files have errors (${validationSummary(base.result)}).` } };
  }
  const { plan: basePlan } = await planAgainstLive(base.result.lists, base.config, options.api, options.flags);
  const { own: own2, drift } = splitDrift(plan, basePlan);
  return { shown: own2, drift: { kind: "checked", drift, base: base.label } };
}

// src/action/event.ts
import { readFile as readFile4 } from "node:fs/promises";
async function readEvent(env) {
  const name = env.GITHUB_EVENT_NAME ?? "";
  let payload = {};
  if (env.GITHUB_EVENT_PATH) {
    try {
      payload = JSON.parse(await readFile4(env.GITHUB_EVENT_PATH, "utf8"));
    } catch (error2) {
      throw new StylesyncError(`Cannot read the event payload at GITHUB_EVENT_PATH: ${error2.message}`, "Run the Action inside a GitHub Actions workflow, which provides the event payload.", {
        code: "event-unreadable",
        cause: error2
      });
    }
  }
  return classifyEvent(name, payload, env.GITHUB_REF ?? "");
}
function classifyEvent(name, payload, ref) {
  const defaultBranch = payload.repository?.default_branch;
  switch (name) {
    case "pull_request":
    case "pull_request_target": {
      const pr = payload.pull_request;
      const number = pr?.number ?? payload.number;
      if (pr === void 0 || typeof number !== "number") {
        throw new StylesyncError(`The ${name} event payload has no pull request number.`, "Run the Action from a workflow triggered by pull_request.", { code: "event-invalid" });
      }
      const head = pr.head?.repo?.full_name;
      const base = pr.base?.repo?.full_name;
      const event = { kind: "pull_request", name, number, fork: head === void 0 || head !== base };
      if (pr.base?.sha) event.baseSha = pr.base.sha;
      if (pr.base?.ref) event.baseRef = pr.base.ref;
      return event;
    }
    case "push": {
      const pushed = payload.ref ?? ref;
      const event = { kind: "push", ref: pushed, onDefaultBranch: defaultBranch !== void 0 && pushed === `refs/heads/${defaultBranch}` };
      if (defaultBranch !== void 0) event.defaultBranch = defaultBranch;
      return event;
    }
    case "workflow_dispatch":
      return { kind: "workflow_dispatch", ref: payload.ref ?? ref };
    case "schedule":
      return defaultBranch === void 0 ? { kind: "schedule" } : { kind: "schedule", defaultBranch };
    default:
      return { kind: "other", name };
  }
}

// src/action/github.ts
var PAGE_SIZE = 100;
var MAX_PAGES = 100;
function gitHubComments(options) {
  const base = `${options.apiUrl.replace(/\/+$/, "")}/repos/${options.repository.split("/").map(encodeURIComponent).join("/")}`;
  const headers = {
    accept: "application/vnd.github+json",
    authorization: `Bearer ${options.token}`,
    "content-type": "application/json",
    "user-agent": `stylesync-action/${VERSION}`,
    "x-github-api-version": "2022-11-28"
  };
  async function call(method, path7, body) {
    let response;
    try {
      response = await fetch(`${base}${path7}`, { method, headers, ...body === void 0 ? {} : { body: JSON.stringify(body) } });
    } catch (error2) {
      throw new StylesyncError(`Could not reach the GitHub API at ${options.apiUrl}: ${error2.message}`, "Check GITHUB_API_URL, or re-run the job if GitHub was unavailable.", {
        code: "github-unreachable",
        cause: error2
      });
    }
    if (!response.ok) {
      const text2 = await response.text().catch(() => "");
      let message;
      try {
        message = JSON.parse(text2).message ?? "";
      } catch {
        message = text2.slice(0, 200);
      }
      throw new StylesyncError(`GitHub refused ${method} ${path7.replace(/\?.*/, "")}: ${response.status}${message ? ` ${message}` : ""}`, hintFor(response.status), { code: "github-refused" });
    }
    return await response.json();
  }
  return {
    async list(issue2) {
      const all = [];
      for (let page = 1; page <= MAX_PAGES; page++) {
        const batch = await call("GET", `/issues/${issue2}/comments?per_page=${PAGE_SIZE}&page=${page}`);
        all.push(...batch.map(({ id, body }) => ({ id, body: body ?? "" })));
        if (batch.length < PAGE_SIZE) break;
      }
      return all;
    },
    create: (issue2, body) => call("POST", `/issues/${issue2}/comments`, { body }),
    update: (id, body) => call("PATCH", `/issues/comments/${id}`, { body })
  };
}
function hintFor(status) {
  if (status === 401) return "The github-token input is missing or invalid; leave it at its default (${{ github.token }}).";
  if (status === 403 || status === 404) {
    return "Give the workflow `permissions: pull-requests: write` (and `contents: read`), or set `comment: false` to keep the plan in the job summary only.";
  }
  return "Re-run the job; if it keeps failing, set `comment: false` and read the plan in the job summary.";
}

// src/action/sticky-comment.ts
function commentMarker(target) {
  return `<!-- stylesync-plan target=${target === null ? "(default)" : encodeURIComponent(target)} -->`;
}
async function upsertStickyComment(api, issue2, marker, body) {
  const text2 = `${marker}
${body}`;
  const existing = (await api.list(issue2)).find((c) => c.body.startsWith(`${marker}
`));
  if (existing === void 0) return { action: "created", id: (await api.create(issue2, text2)).id };
  if (existing.body === text2) return { action: "unchanged", id: existing.id };
  await api.update(existing.id, text2);
  return { action: "updated", id: existing.id };
}

// src/action/plan-comment.ts
async function postPlanComment(options) {
  const { GITHUB_API_URL, GITHUB_REPOSITORY, GITHUB_SERVER_URL, GITHUB_RUN_ID } = options.env;
  if (!options.token || !GITHUB_REPOSITORY) {
    throw new StylesyncError(
      "Cannot comment on the pull request: the github-token input or GITHUB_REPOSITORY is empty.",
      "Leave github-token at its default (${{ github.token }}), or set `comment: false`.",
      { code: "no-github-token" }
    );
  }
  const marker = commentMarker(options.target);
  const runUrl = GITHUB_SERVER_URL && GITHUB_RUN_ID ? `${GITHUB_SERVER_URL}/${GITHUB_REPOSITORY}/actions/runs/${GITHUB_RUN_ID}` : void 0;
  const body = options.render(GITHUB_COMMENT_LIMIT - marker.length - 1, runUrl);
  const api = gitHubComments({ apiUrl: GITHUB_API_URL || "https://api.github.com", repository: GITHUB_REPOSITORY, token: options.token });
  return upsertStickyComment(api, options.issue, marker, options.redact(body));
}
function planFooter(runUrl) {
  return [runUrl ? `[The whole plan is in the job summary of this run.](${runUrl})` : "_The whole plan is in the job summary of this run._"];
}
function renderFailureComment(options) {
  const head = `${options.heading}

> [!CAUTION]
> **No plan:** ${failureMarkdown(options.text)}

`;
  const log = "The log of this run has the details.";
  const tail = `
${options.runUrl ? `[${log}](${options.runUrl})` : `_${log}_`}
`;
  const room = options.budget - head.length - tail.length;
  const details = options.details.length <= room ? options.details : `${options.details.slice(0, Math.max(0, room - 40)).replace(/\n[^\n]*$/, "")}
- \u2026
`;
  return `${head}${details}${tail}`;
}
function failureMarkdown(text2) {
  return text2.split("\n").map((line) => {
    const label2 = /^(hint|trace id): /.exec(line);
    return label2 ? `**${label2[1] === "hint" ? "Hint" : "Trace ID"}:** ${markdownMessage(line.slice(label2[0].length))}` : markdownMessage(line);
  }).join("<br>");
}

// src/action/secrets.ts
var ActionSecrets = class {
  values;
  /** `masked`: values core.setSecret was already called on. */
  constructor(masked) {
    this.values = new Set(masked.filter((v) => v.length > 0));
  }
  add(value) {
    if (value.length === 0 || this.values.has(value)) return;
    this.values.add(value);
    setSecret(value);
  }
  redact(text2) {
    return redactAll(text2, [...this.values]);
  }
};

// src/action/service-settings.ts
var PINNED_BY = { base_url: "base-url", auth_scheme: "auth-scheme", api_key_env: "api-key" };
function serviceSettings(config, target) {
  const t = target !== void 0 && Object.hasOwn(config.targets, target) ? config.targets[target] : void 0;
  return {
    base_url: t?.base_url ?? config.base_url,
    auth_scheme: t?.auth_scheme ?? config.auth_scheme,
    api_key_env: t?.api_key_env
  };
}
function checkPullRequestSettings(pr, base, pinned) {
  const open2 = Object.keys(PINNED_BY).filter((s) => !pinned.has(s));
  const inputsFor = (settings) => settings.map((s) => `\`${PINNED_BY[s]}\``).join(" and ");
  if (!base.ok) {
    const unchecked = open2.filter((s) => pr[s] !== void 0);
    if (unchecked.length === 0) return;
    throw new StylesyncError(
      `This pull request's stylesync.yaml sets ${unchecked.join(" and ")}, which decide where and how the API key is sent, but the base commit cannot be read to confirm them: ${base.reason} stylesync did not contact the service.`,
      `Check out with \`actions/checkout\` and \`fetch-depth: 0\` so the base commit is there, or set the ${inputsFor(unchecked)} input${unchecked.length > 1 ? "s" : ""} in the workflow step.`,
      { code: "settings-unverifiable" }
    );
  }
  const changed = open2.filter((s) => pr[s] !== base.settings[s]);
  if (changed.length === 0) return;
  const shown = (v) => v === void 0 ? "not set" : JSON.stringify(v);
  const what = changed.map((s) => `${s} is ${shown(pr[s])} in this pull request but ${shown(base.settings[s])} at the base commit`).join("; ");
  throw new StylesyncError(
    `This pull request changes where or how the API key is sent (${base.label}): ${what}. A pull request cannot choose the service its plan sends the key to, so stylesync did not contact the service.`,
    `A maintainer must merge the change of ${changed.join(" and ")} to the default branch first; pull requests plan against it after that. Or pin the setting with the ${inputsFor(changed)} input${changed.length > 1 ? "s" : ""} of the workflow step.`,
    { code: "settings-changed" }
  );
}

// src/action/summary-limit.ts
var SUMMARY_LIMIT_BYTES = 1024 * 1024;
function summaryMarkdown(parts, options) {
  const extra = options.extra ?? "";
  const limit = options.limitBytes ?? SUMMARY_LIMIT_BYTES;
  const whole = `${renderReviewMarkdown(parts, Number.POSITIVE_INFINITY)}${extra}`;
  if (Buffer.byteLength(whole) <= limit) return { text: whole, whole };
  const footer = [...parts.footer ?? [], `_The whole plan (${whole.length} characters) is in ${markdownText(options.fullPlanFile)} on the runner (output \`plan-markdown-file\`)._`];
  const text2 = fitBytes((max) => cutNotesForSummary(renderReviewMarkdown({ ...parts, footer }, max - extra.length)) + extra, limit);
  return { text: text2, whole };
}
function fitBytes(render, limitBytes) {
  let max = limitBytes;
  let text2 = render(max);
  for (let tries = 0; tries < 8; tries++) {
    const bytes = Buffer.byteLength(text2);
    if (bytes <= limitBytes) return text2;
    max = Math.max(0, Math.floor(max * limitBytes / bytes) - 64);
    text2 = render(max);
  }
  while (Buffer.byteLength(text2) > limitBytes) text2 = text2.slice(0, Math.floor(text2.length * 0.9));
  return text2;
}

// src/action/run-action.ts
async function runAction(env = process.env, masked = []) {
  const secrets = new ActionSecrets(masked);
  const log = (text2) => {
    const clean = terminalLines(secrets.redact(text2)).replace(/\n$/, "");
    if (clean !== "") info(clean);
  };
  const fail = async (error2) => {
    const text2 = secrets.redact(failureText(error2));
    setFailed(text2);
    if (env.GITHUB_STEP_SUMMARY) await summary.addRaw(`
---

> [!CAUTION]
> **This step failed:** ${failureMarkdown(text2)}
`).write();
  };
  try {
    const inputs = readInputs((name) => getInput(name));
    secrets.add(inputs.apiKey);
    secrets.add(inputs.githubToken);
    const mode = decide(await readEvent(env), inputs.command);
    if (mode.run === "refuse") {
      await fail(new StylesyncError(mode.message, mode.hint, { code: "event-refused" }));
      return;
    }
    await new ActionRun(inputs, mode, env, secrets, log).start();
  } catch (error2) {
    await fail(error2);
  }
}
function failureText(error2) {
  if (!(error2 instanceof StylesyncError)) {
    const message = terminalText(error2 instanceof Error ? error2.message : String(error2));
    const stack = isDebug() && error2 instanceof Error && error2.stack ? `
${terminalLines(error2.stack)}` : "";
    return `${message}
hint: this is a bug in stylesync; re-run the job with debug logging enabled (ACTIONS_STEP_DEBUG) and report the log.${stack}`;
  }
  return describeError(error2, isDebug()).replace(/^error: /, "").replace(/\n {2}(hint|trace id): /g, "\n$1: ").trimEnd();
}
var ActionRun = class {
  constructor(inputs, mode, env, secrets, log) {
    this.inputs = inputs;
    this.mode = mode;
    this.env = env;
    this.secrets = secrets;
    this.log = log;
    this.workspace = resolve2(env.GITHUB_WORKSPACE ?? process.cwd());
    this.cwd = resolve2(this.workspace, inputs.workingDirectory);
    this.target = inputs.target ?? null;
    const slug = (inputs.target ?? "default").replace(/[^A-Za-z0-9._-]/g, "_");
    this.outDir = join7(env.RUNNER_TEMP || tmpdir(), "stylesync", slug);
  }
  inputs;
  mode;
  env;
  secrets;
  log;
  workspace;
  cwd;
  outDir;
  target;
  /** Set once the pull-request comment carries this run's outcome. */
  commented = false;
  /** Markdown explaining a failure beyond its message (the diagnostics), for the comment. */
  failureDetails = "";
  /** A pull request's base commit, read once: it decides the service settings and the drift view. */
  base;
  async start() {
    try {
      await this.steps();
    } catch (error2) {
      const pr = this.mode.run === "plan" ? this.mode.pullRequest : void 0;
      if (pr !== void 0 && this.inputs.comment && !this.commented) {
        await this.commentFailure(pr.number, error2).catch(
          (commentError) => warning(this.secrets.redact(`Could not update the pull-request comment: ${failureText(commentError)}`))
        );
      }
      throw error2;
    }
  }
  async steps() {
    const { config, result } = await validateProject({ cwd: this.cwd, env: this.env, strict: this.inputs.strict, ...this.targetChoice() });
    this.annotate(config.root, [...result.errors, ...result.warnings]);
    this.log(validationSummary(result));
    if (result.errors.length > 0) {
      this.failureDetails = renderDiagnosticsMarkdown(result.errors);
      await this.writeSummary(`${this.heading(this.mode.run)}**The style files have errors**, so nothing was planned or applied.

${this.failureDetails}`);
      setOutput("has-changes", "false");
      throw new StylesyncError(
        `The style files have ${plural(result.errors.length, "error")} (see the annotations); nothing was planned or applied.`,
        "Fix the files at the annotated lines, or run `stylesync validate` locally to see the same messages.",
        { code: "files-invalid" }
      );
    }
    if (this.mode.run === "validate") {
      const note = this.mode.note === void 0 ? "" : `> [!NOTE]
> ${markdownText(this.mode.note)}

`;
      if (this.mode.note !== void 0) this.log(this.mode.note);
      const warnings = result.warnings.length === 0 ? "" : `
${renderDiagnosticsMarkdown(result.warnings)}`;
      await this.writeSummary(`${this.heading("validate")}${note}${markdownText(validationSummary(result))}
${warnings}`);
      return;
    }
    await this.checkServiceSettings(config);
    expectKey(this.inputs, this.env, config);
    const session = await openActionSession({ inputs: this.inputs, env: this.env, cwd: this.cwd, config, secrets: this.secrets, log: this.log });
    await this.planAndAct(session);
  }
  /** Plan (with the checks), then comment, check drift or apply, as the mode says. */
  async planAndAct(session) {
    const { plan, checks, failure } = await planProject(session, {
      planning: this.planning(),
      checks: { checkTranslations: this.inputs.checkTranslations, maxCheckCharacters: DEFAULT_MAX_CHECK_CHARACTERS, failOnCheck: true, refreshLanguages: false, concurrency: this.inputs.concurrency },
      env: this.env,
      onEvent: (event) => this.logEvent(event),
      // A cancelled workflow sends SIGINT: no further translation is sent, and the preview lists are deleted.
      onInterrupt: this.onInterrupt
    });
    this.annotate(session.config.root, checks.languages.diagnostics);
    this.log(renderText(plan, { color: false, appendix: renderChecksText(checks, { color: false }) }));
    this.setPlanOutputs(plan);
    const planFile = await this.writeFile("plan-file", "plan.json", serializePlan(plan));
    const appliable = plan.problems.length === 0 && failure === void 0;
    let applied = false;
    switch (this.mode.run) {
      case "plan":
        await this.planStep(plan, checks, session);
        break;
      case "drift-check":
        await this.driftCheckStep(plan, checks);
        break;
      case "apply":
        applied = await this.applyStep(plan, checks, appliable ? planFile : void 0, session);
        break;
    }
    const nothingApplied = this.mode.run === "apply" ? " Nothing was applied." : "";
    if (failure === "language") {
      throw new StylesyncError(`The language checks found errors (see the annotations).${nothingApplied}`, "Use a language the service supports for each list and example, then run again.", {
        code: "language-check-failed"
      });
    }
    if (failure === "translate") {
      throw new StylesyncError(`A translate check failed: an example does not meet its expectations (see the examples with the plan).${nothingApplied}`, "Change the style files or the example's expectations, then run again.", {
        code: "translate-check-failed"
      });
    }
    const heldBack = plan.blocked ?? [];
    if (heldBack.length > 0) {
      const first = heldBack[0];
      throw new StylesyncError(`${heldBack.length === 1 ? "1 list is" : `${heldBack.length} lists are`} held back${applied ? " (the rest was applied)" : ""}: ${first.message}`, first.hint, {
        code: "held-back"
      });
    }
  }
  async planStep(plan, checks, session) {
    const pr = this.mode.run === "plan" ? this.mode.pullRequest : void 0;
    const parts = { title: "plan", target: this.target, plan, checks };
    if (pr !== void 0) {
      const view = await driftView({
        base: await this.baseProject(pr),
        plan,
        api: session.api,
        flags: planFlags(session, this.planning())
      });
      parts.plan = view.shown;
      parts.drift = view.drift;
    }
    await this.writeReview(parts);
    if (pr !== void 0 && this.inputs.comment) await this.comment(pr.number, (budget, runUrl) => renderReviewMarkdown({ ...parts, footer: planFooter(runUrl) }, budget));
    if (plan.problems.length > 0) throw problemsError(plan);
  }
  async driftCheckStep(plan, checks) {
    await this.writeReview({ title: "drift check", target: this.target, plan, checks });
    if (plan.problems.length > 0) throw problemsError(plan);
    if (plan.lists.length > 0) {
      throw new StylesyncError(
        `The live lists have drifted from the style files: ${summaryLine(plan)}`,
        // No pointer to "the job summary": this text is shown in the summary too, right under the plan.
        "Apply the default branch again (re-run the apply workflow) to undo the drift, or change the style files to match what is live.",
        { code: "drift" }
      );
    }
  }
  /** True when apply wrote everything it could (held-back lists aside); throws when it failed. */
  async applyStep(plan, checks, planFile, session) {
    if (planFile === void 0) {
      await this.writeReview({ title: "apply", target: this.target, plan, checks });
      if (plan.problems.length > 0) throw problemsError(plan);
      return false;
    }
    const applied = await applyStep({ session, planFile, outDir: this.outDir, planning: this.planning(), onInterrupt: this.onInterrupt, log: this.log });
    if (applied.recordFile !== void 0) setOutput("record-file", applied.recordFile);
    if (applied.idsFile !== void 0) setOutput("ids-file", applied.idsFile);
    const writes2 = renderRecordsMarkdown(applied.records ?? [], applied.recordFile === void 0 ? {} : { recordFile: applied.recordFile });
    await this.writeReview({ title: "apply", target: this.target, plan, checks }, `
### Writes

${writes2}`);
    if (applied.failure !== void 0) throw applied.failure;
    return true;
  }
  annotate(root, diagnostics) {
    annotate({ workspace: this.workspace, root, diagnostics, redact: (text2) => this.secrets.redact(text2) });
  }
  /** The job summary gets the whole review; past GitHub's summary limit, a cut one naming the file with all of it. */
  async writeReview(parts, extra = "") {
    const { text: text2, whole } = summaryMarkdown(parts, { extra, fullPlanFile: join7(this.outDir, "plan.md") });
    await this.writeFile("plan-markdown-file", "plan.md", whole);
    await this.writeSummary(text2);
  }
  async comment(issue2, render) {
    this.commented = true;
    const result = await postPlanComment({ env: this.env, token: this.inputs.githubToken, issue: issue2, target: this.target, render, redact: (t) => this.secrets.redact(t) });
    this.log(`Pull request comment ${result.action} (id ${result.id}).`);
  }
  /** The comment says the run failed and why, so it never shows an outdated plan as current. */
  async commentFailure(issue2, error2) {
    const text2 = this.secrets.redact(failureText(error2));
    await this.comment(issue2, (budget, runUrl) => renderFailureComment({ heading: this.heading("plan").trimEnd(), text: text2, details: this.failureDetails, budget, runUrl }));
  }
  setPlanOutputs(plan) {
    const { create, update, delete: deletes, replace } = plan.summary;
    setOutput("has-changes", String(plan.lists.length > 0));
    setOutput("creates", String(create + replace));
    setOutput("updates", String(update));
    setOutput("deletes", String(deletes + replace));
  }
  async writeFile(output, name, text2) {
    const file = join7(this.outDir, name);
    await mkdir6(this.outDir, { recursive: true });
    await writeFile6(file, this.secrets.redact(text2));
    setOutput(output, file);
    return file;
  }
  async writeSummary(markdown) {
    if (!this.env.GITHUB_STEP_SUMMARY) return;
    await summary.addRaw(this.secrets.redact(markdown)).write();
  }
  heading(title) {
    return reviewHeading(title, this.target);
  }
  async baseProject(pr) {
    this.base ??= await loadBaseProject({ cwd: this.cwd, pullRequest: pr, ...this.inputs.target === void 0 ? {} : { target: this.inputs.target }, tempDir: this.outDir });
    return this.base;
  }
  /**
   * On a pull request, the service address, auth scheme and key variable come
   * from the inputs or the base commit, never from the pull request's own
   * stylesync.yaml: checked before the key is sent anywhere.
   */
  async checkServiceSettings(config) {
    const pr = this.mode.run === "plan" ? this.mode.pullRequest : void 0;
    if (pr === void 0) return;
    const pinned = /* @__PURE__ */ new Set();
    if (this.inputs.baseUrl !== void 0 || this.env.STYLESYNC_BASE_URL?.trim()) pinned.add("base_url");
    if (this.inputs.authScheme !== void 0) pinned.add("auth_scheme");
    if (this.inputs.apiKey) pinned.add("api_key_env");
    if (pinned.size === 3) return;
    const base = await this.baseProject(pr);
    checkPullRequestSettings(
      serviceSettings(config, this.inputs.target),
      base.ok ? { ok: true, settings: serviceSettings(base.config, this.inputs.target), label: base.label } : base,
      pinned
    );
  }
  targetChoice() {
    return this.inputs.target === void 0 ? {} : { target: this.inputs.target };
  }
  /** What the plan may delete and replace; recorded in the saved plan, which apply checks against. */
  planning() {
    return { prune: this.inputs.prune, allowReplace: this.inputs.allowReplace, readConcurrency: this.inputs.concurrency, ...this.inputs.allowDeletes === void 0 ? {} : { allowDeletes: this.inputs.allowDeletes } };
  }
  /** A cancelled workflow sends SIGINT; a second one ends the step at once. */
  onInterrupt = processInterrupts(() => process.exit(1));
  logEvent(event) {
    if (event.kind === "note") this.log(`note: ${event.text}`);
    if (event.kind === "stopping") this.log(renderStopping(event.what));
    if (event.kind === "previews-left") this.log(renderPreviewsLeft(event.left));
  }
};
function problemsError(plan) {
  const first = plan.problems[0];
  const more = plan.problems.length > 1 ? ` (and ${plan.problems.length - 1} more problems, listed with the plan)` : "";
  const code = first?.code.startsWith("too-many-deletes") ? "over-threshold" : "plan-problems";
  return new StylesyncError(`The plan cannot be applied: ${first?.message ?? "it has problems"}${more}`, first?.hint ?? "See the problems listed with the plan.", { code });
}

// src/action/main.ts
async function run() {
  const key = getInput("api-key");
  if (key) setSecret(key);
  await runAction(process.env, [key]);
}

// src/action/index.ts
await run();
/*! Bundled license information:

ky/distribution/index.js:
  (*! MIT License © Sindre Sorhus *)
*/
