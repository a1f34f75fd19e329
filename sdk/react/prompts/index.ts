// Prompts shared by several widgets, in an on-demand chunk of their own ('prompts'): never in the core.
export { ReasonPrompt, type ReasonPromptMessages, type ReasonPromptProps } from './reason-prompt';
