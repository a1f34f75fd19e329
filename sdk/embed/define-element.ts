/**
 * Defines a custom element unless the name is taken (two copies of the script-tag loader on one
 * page, or hot reload, would otherwise throw "this name has already been used").
 * Returns true when this call defined it.
 */
export function defineCustomElement(
  tagName: string,
  ctor: CustomElementConstructor,
  registry: CustomElementRegistry | undefined = globalThis.customElements,
): boolean {
  if (!registry || registry.get(tagName)) return false;
  registry.define(tagName, ctor);
  return true;
}
