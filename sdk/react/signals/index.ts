// Hooks on `@preact/signals-react`, for hot widget-local values (a clock's tick). A folder of its own,
// outside the React layer's index that every widget imports: @preact/signals-react declares no
// `sideEffects`, so a host's bundler keeps it once anything imports it, and the npm build's chunks
// follow imports, not use. Only the widgets that tick import this (the filter sidebar).
export { useTicker } from './use-ticker';
