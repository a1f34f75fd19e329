// The browser's door into the contract: plain constants, no schema. The SDK imports runtime values
// from here (types may come from the index), so no bundler has to prove the TypeBox schemas beside
// them unused — neither rollup, nor tsup's chunks, nor a host's esbuild or webpack.
export * from './auth-constants';
export * from './clients';
export * from './commerce-constants';
export * from './envelope-messages';
export * from './guest-link';
export * from './image-constants';
export * from './membership-constants';
export * from './order-constants';
export * from './order-create-constants';
export * from './order-statuses';
export * from './payment-constants';
export * from './quota-constants';
export * from './realtime';
export * from './role-constants';
export * from './upload-constants';
