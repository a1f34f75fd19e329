// The package root: the framework-agnostic core. React bindings live in 'proofdesk/react', wire
// schemas in 'proofdesk/contract', each widget and its store in its own entry ('proofdesk/cart', …).
export * from './access';
export * from './collection';
export * from './core';
export * from './dom';
export * from './domain';
export * from './events';
export * from './http';
export * from './orders';
export * from './realtime';
export * from './session';
export * from './theme';
