// The package root: the framework-agnostic core. React bindings live in 'proofdesk/react', wire
// schemas in 'proofdesk/contract'.
export * from './access';
export * from './cart';
export * from './core';
export * from './dom';
export * from './domain';
export * from './events';
export * from './http';
export * from './notifications';
export * from './realtime';
export * from './session';
export * from './theme';
