// A small element builder: the panel is plain DOM, so it adds no UI library to the page.
type Attributes = Record<string, string | boolean | undefined>;

export function h<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attributes: Attributes = {},
  ...children: (Node | string | null)[]
): HTMLElementTagNameMap[K] {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) {
    if (value === undefined || value === false) continue;
    element.setAttribute(name, value === true ? '' : value);
  }
  for (const child of children) if (child !== null) element.append(child);
  return element;
}

export function select(
  id: string,
  label: string,
  options: readonly { value: string; label: string }[],
  value: string,
): { field: HTMLElement; control: HTMLSelectElement } {
  const control = h('select', { id });
  for (const option of options)
    control.append(h('option', { value: option.value, selected: option.value === value }, option.label));
  return { field: h('div', { class: 'field' }, h('label', { for: id }, label), control), control };
}
