// The package root: the framework-agnostic core. React bindings live in 'proofdesk/react', wire
// schemas in 'proofdesk/contract', each widget and its store in its own entry ('proofdesk/cart', …).
export * from './core/access';
export * from './core/collection';
export * from './core/dom';
export * from './core/domain';
export * from './core/events';
export * from './core/http';
export * from './core/instance';
export * from './core/orders';
export * from './core/realtime';
export * from './core/session';
export * from './core/theme';
