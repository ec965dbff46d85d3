// `remix` with the browser build's React served by preact/compat (ADR 0475). Pages are still
// rendered on the server by React 18 (react-dom/server); only the browser bundle resolves `react`
// and `react-dom` to Preact's compatibility layer, 37 KB less gzipped JavaScript on every page.
// The classic compiler has no alias option, so this wraps its esbuild for the one build whose
// platform is "browser". REMIX_CLIENT_REACT=react builds the browser bundle with React itself.
"use strict";
const Module = require("node:module");

const PREACT_ALIAS = {
  react: "preact/compat",
  "react-dom": "preact/compat",
};

const useReact = process.env.REMIX_CLIENT_REACT === "react";
const load = Module._load;
Module._load = function loadWithBrowserAlias(request, parent, isMain) {
  const loaded = load.apply(this, arguments);
  if (request !== "esbuild" || useReact || !parent || !/@remix-run[\\/]dev[\\/]/.test(parent.filename)) return loaded;
  const withAlias = (options) =>
    options && options.platform === "browser" ? { ...options, alias: { ...options.alias, ...PREACT_ALIAS } } : options;
  return {
    ...loaded,
    context: (options, ...rest) => loaded.context(withAlias(options), ...rest),
    build: (options, ...rest) => loaded.build(withAlias(options), ...rest),
  };
};

require("@remix-run/dev/dist/index.js")
  .cli.run()
  .then(
    () => process.exit(0),
    (error) => {
      if (error) console.error(error);
      process.exit(1);
    },
  );
