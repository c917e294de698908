// The import rules of src/, checked by dependency-cruiser in `npm run lint` (`depcruise src`): no import cycles,
// and the layer zones (docs/decisions/0006-layer-zones.md): imports point down, app → features → components /
// domain / backend / config / i18n, a feature is used by others only through its index.ts, the domain is the ground
// floor. Type-only imports (`tsPreCompilationDeps`) and dynamic `import()`s count like any other import.
// What dependency-cruiser cannot say is checked elsewhere: cycles between the parts of src/ by
// scripts/check-part-cycles.mjs, the domain's module-level state by ESLint (eslint.config.js).

/** npm packages and Node's own modules: what a rule's `to.dependencyTypes` names to mean "a library". */
const LIBRARY = [
  'npm',
  'npm-dev',
  'npm-optional',
  'npm-peer',
  'npm-bundled',
  'npm-no-pkg',
  'npm-unknown',
  'core',
];

/* global module -- a CommonJS file: dependency-cruiser reads its configuration with require() */
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment:
        'Two files of src/ that reach each other through imports (type-only and dynamic ones included) cannot be ' +
        'understood, tested or loaded one without the other. Break the cycle: move what both need into a lower ' +
        'module, or pass it in.',
      from: { path: '^src/' },
      to: { circular: true },
    },
    {
      name: 'components-below-features',
      severity: 'error',
      comment:
        'Shared components import neither features nor the app, so any screen can use them: pass what they need ' +
        'as props.',
      from: { path: '^src/components/' },
      to: { path: '^src/(features|app)/' },
    },
    {
      name: 'domain-imports-only-domain',
      severity: 'error',
      comment:
        'The domain is the ground floor (docs/decisions/0021-domain-ground-floor.md): it imports only other ' +
        'domain files, never the app, features, components, backend, configuration or translations (not even a ' +
        'type); what varies (the language, the site’s settings, messages) is passed in.',
      from: { path: '^src/domain/' },
      to: { pathNot: ['^src/domain/', '^node_modules/'], dependencyTypesNot: LIBRARY },
    },
    {
      name: 'domain-imports-only-pure-libraries',
      severity: 'error',
      comment:
        'The domain is plain TypeScript: of the libraries it uses only small pure ones (@lingui/core/macro, ' +
        'suncalc, the I18n type of @lingui/core; ical.js for the calendar import, which only admin code and the ' +
        'functions import: docs/decisions/0050-calendar-import.md); no React, no browser storage, no Firebase, no ' +
        'Node modules.',
      from: { path: '^src/domain/' },
      to: {
        dependencyTypes: LIBRARY,
        pathNot: ['^node_modules/suncalc/', '^node_modules/@lingui/core/', '^node_modules/ical\\.js/'],
      },
    },
    {
      name: 'domain-reads-no-global-i18n',
      severity: 'error',
      comment:
        'The domain is given an I18n to write its messages with (a type-only import of @lingui/core); it never ' +
        'imports Lingui’s global i18n, whose language is whatever the page last set.',
      from: { path: '^src/domain/' },
      to: {
        path: '^node_modules/@lingui/core/',
        pathNot: '^node_modules/@lingui/core/(dist/)?macro/',
        dependencyTypesNot: ['type-only'],
      },
    },
    {
      name: 'backend-below-features',
      severity: 'error',
      comment:
        'The backend does not know the app, features or components: they use it, never the other way round.',
      from: { path: '^src/backend/' },
      to: { path: '^src/(app|features|components)/' },
    },
    {
      name: 'config-below-backend',
      severity: 'error',
      comment: 'Configuration depends on nothing but the domain and the translations.',
      from: { path: '^src/config/' },
      to: { path: '^src/(app|features|components|backend)/' },
    },
    {
      name: 'i18n-above-domain-only',
      severity: 'error',
      comment: 'The translations depend on nothing of src/ but the domain.',
      from: { path: '^src/i18n/' },
      to: { path: '^src/(app|features|components|backend|config)/' },
    },
    {
      name: 'app-uses-feature-index',
      severity: 'error',
      comment:
        'The app uses a feature only through its index.ts, the feature’s one public face, so the feature may ' +
        'rearrange its files freely.',
      from: { path: '^src/app/' },
      to: { path: '^src/features/', pathNot: '^src/features/[^/]+/index\\.ts$' },
    },
    {
      name: 'feature-uses-other-feature-index',
      severity: 'error',
      comment:
        'A feature uses another only through that one’s index.ts, its one public face, so each may rearrange ' +
        'its files freely.',
      from: { path: '^src/features/([^/]+)/' },
      to: { path: '^src/features/', pathNot: ['^src/features/$1/', '^src/features/[^/]+/index\\.ts$'] },
    },
    {
      name: 'features-below-app',
      severity: 'error',
      comment:
        'Features never import the app (its routes, layouts, boundaries): the app puts features together.',
      from: { path: '^src/features/' },
      to: { path: '^src/app/' },
    },
    {
      name: 'firebase-only-in-backend-firebase',
      severity: 'error',
      comment:
        'Only src/backend/firebase imports Firebase, so the demo backend and the prerender never load it and ' +
        'the rest of the site depends only on the Backend interface.',
      from: { path: '^src/', pathNot: '^src/backend/firebase/' },
      to: { path: '^node_modules/(firebase|@firebase)/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '\\.(scss|css|po)$' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] },
  },
};
