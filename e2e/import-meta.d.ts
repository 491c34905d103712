// The journeys import apps/web/src/config/site.ts (the footer's links), which reads Vite's
// import.meta.env. Declared here rather than with vite/client's types: vite is the web
// workspace's dependency, not the root's.
interface ImportMeta {
  readonly env: Record<string, string | undefined>;
}
