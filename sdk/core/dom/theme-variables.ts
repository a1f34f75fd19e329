// Custom properties are set through `element.style` from script, which a Content-Security-Policy
// without 'unsafe-inline' still allows (only `style` attributes in served HTML are blocked).
const appliedByHost = new WeakMap<HTMLElement, Set<string>>();

/** Sets the variables on the host and removes the ones a previous call set but this one omits. */
export function applyThemeVariables(host: HTMLElement, vars: Record<string, string>): void {
  const previous = appliedByHost.get(host);
  const next = new Set(Object.keys(vars));
  if (previous) {
    for (const name of previous) if (!next.has(name)) host.style.removeProperty(name);
  }
  for (const [name, value] of Object.entries(vars)) {
    if (host.style.getPropertyValue(name) !== value) host.style.setProperty(name, value);
  }
  appliedByHost.set(host, next);
}

/** Removes every variable `applyThemeVariables` set on the host. */
export function clearThemeVariables(host: HTMLElement): void {
  for (const name of appliedByHost.get(host) ?? []) host.style.removeProperty(name);
  appliedByHost.delete(host);
}
