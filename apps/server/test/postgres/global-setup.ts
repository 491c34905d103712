import type { TestProject } from 'vitest/node';
import { startPgCluster } from './pg-cluster.js';

declare module 'vitest' {
  export interface ProvidedContext {
    postgresUrl: string;
  }
}

/** One throwaway PostgreSQL server for the whole postgres project; each file makes its own database. */
export default async function setup(project: TestProject) {
  const cluster = await startPgCluster();
  project.provide('postgresUrl', cluster.url);
  return async () => {
    await cluster.stop();
  };
}
