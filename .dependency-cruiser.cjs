// The layers of app/, written once (issue 44, ADR 0390; docs/architecture.md). Low to high:
//
//   base        app/utils, app/db, app/types and the infrastructure at the top of app/
//               (db.server.ts, env.server.ts)
//   services    cross-cutting: the audit log, the /v1 envelope (http), mail, jobs, storage, the
//               string catalogues (i18n)
//   domain      every other folder of app/ (accounts, admin, availability, bali-calendar,
//               cancellations, cart, catalog, checkout, ledger, payments, supplier, teams, terms, ...)
//   components  app/components
//   routes      app/routes, app/server-imports and what wires the whole app together (root.tsx,
//               entry.server.tsx, bootstrap.server.ts, background-work.server.ts, app/seed)
//
// A layer imports only its own and lower layers (type imports included), no module is in an
// import cycle, and no folder is in one with another (so the domain modules form a hierarchy
// too: a rule two domains share moves down into a module both use). `npm run lint` runs it;
// tests/unit/architecture-layers.test.ts shows that it fails on a cycle and an upward import.
// Measure: `npx depcruise app --config .dependency-cruiser.cjs --output-type err` (or `text`,
// `dot`, `archi`).

/** The files of each layer, low to high; `domain` is every folder of app/ not named here. */
const BASE = ["^app/(utils|db|types)/", "^app/(db|env)\\.server\\.ts$"];
const SERVICES = ["^app/(audit|http|mail|jobs|storage|i18n)/"];
const COMPONENTS = ["^app/components/"];
const ROUTES = ["^app/(routes|server-imports|seed)/", "^app/(root|entry\\.server)\\.tsx$", "^app/(bootstrap|background-work)\\.server\\.ts$"];
const DOMAIN = { path: "^app/[^/]+/", pathNot: [...BASE, ...SERVICES, ...COMPONENTS, ...ROUTES] };

const LAYERS = [
  { name: "base", from: { path: BASE }, higher: { path: "^app/", pathNot: BASE } },
  { name: "services", from: { path: SERVICES }, higher: { path: "^app/", pathNot: [...BASE, ...SERVICES] } },
  { name: "domain", from: DOMAIN, higher: { path: [...COMPONENTS, ...ROUTES] } },
  { name: "components", from: { path: COMPONENTS }, higher: { path: ROUTES } },
];

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: "no-circular",
      severity: "error",
      comment: "A module is in an import cycle: move what both sides need down into a module both import.",
      from: { path: "^app/" },
      to: { circular: true },
    },
    {
      name: "no-folder-cycle",
      severity: "error",
      comment:
        "Two folders import each other (directly or round a circle), e.g. two domain modules: move the shared rule, type or constant down into a module both import.",
      scope: "folder",
      from: { path: "^app/[^/]+" },
      to: { path: "^app/[^/]+", circular: true },
    },
    ...LAYERS.map((layer) => ({
      name: `no-upward-from-${layer.name}`,
      severity: "error",
      comment: `The ${layer.name} layer imports a higher layer (layers, low to high: base, services, domain, components, routes; .dependency-cruiser.cjs).`,
      from: layer.from,
      to: layer.higher,
    })),
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    includeOnly: "^app/",
    // `import type` counts: a type a lower layer needs from a higher one belongs lower down.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.json" },
    enhancedResolveOptions: { extensions: [".ts", ".tsx", ".js", ".mjs", ".cjs", ".json"] },
    reporterOptions: {
      archi: { collapsePattern: "^app/[^/]+" },
      dot: { collapsePattern: "^app/[^/]+" },
    },
  },
};
