/**
 * The native host bridge of spec §7, the one import for callers: the bridge itself
 * (native-host.ts: postToNative, handOverToHost, the host's callbacks) and the actions
 * with their browser equivalents (native-actions.ts). Two modules so that the first page
 * loads the bridge without the actions only later pages use; the bundler follows these
 * re-exports to the module that defines each name.
 */
export * from './native-host';
export * from './native-actions';
