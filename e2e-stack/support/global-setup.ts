import type { TestProject } from 'vitest/node';
import { startStack, type StackInfo } from '../../scripts/stack/start-stack';

declare module 'vitest' {
  export interface ProvidedContext {
    stack: StackInfo;
  }
}

/**
 * One stack (scripts/stack/start-stack.ts) for every journey of the `stack` project. The e2e
 * helpers read `baseUrl` (the proxy's https address) and `dataDir` (whose outbox/ gets both
 * servers' mail).
 */
export default async function setup(project: TestProject) {
  const stack = await startStack({
    serverEnv: {
      // The journeys sign up many accounts from 127.0.0.1, far faster than any visitor.
      SIGN_UPS_PER_IP_PER_MINUTE: '1000',
      // The client-address journey reaches the per-client limit in a few tries.
      SIGN_IN_MAX_FAILURES_PER_IP: '5',
    },
  });
  console.log(`Stack started in ${(stack.startedInMs / 1000).toFixed(1)} s at ${stack.url}`);
  project.provide('baseUrl', stack.url);
  project.provide('dataDir', stack.mailDir);
  project.provide('stack', stack.info);
  const ranFrom = Date.now();
  return async () => {
    const stopping = Date.now();
    await stack.stop();
    console.log(
      `Stack ran the journeys for ${((stopping - ranFrom) / 1000).toFixed(1)} s; stopped in ${((Date.now() - stopping) / 1000).toFixed(1)} s`,
    );
  };
}
