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

const withAlias = (options) =>
  options && options.platform === "browser" ? { ...options, alias: { ...options.alias, ...PREACT_ALIAS } } : options;

if (process.env.REMIX_CLIENT_REACT !== "react") {
  // The one esbuild Remix's compiler loads, wrapped once.
  const esbuild = require(require.resolve("esbuild", { paths: [require.resolve("@remix-run/dev")] }));
  const aliased = {
    ...esbuild,
    context: (options, ...rest) => esbuild.context(withAlias(options), ...rest),
    build: (options, ...rest) => esbuild.build(withAlias(options), ...rest),
  };
  const load = Module._load;
  Module._load = function loadWithBrowserAlias(request, parent) {
    if (request === "esbuild" && parent && /@remix-run[\\/]dev[\\/]/.test(parent.filename)) return aliased;
    return load.apply(this, arguments);
  };
}

require("@remix-run/dev/dist/index.js")
  .cli.run()
  .then(
    () => process.exit(0),
    (error) => {
      if (error) console.error(error);
      process.exit(1);
    },
  );
