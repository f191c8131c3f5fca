/*
 * A tiny element builder, the studio's only DOM helper: attributes by name (`on…` become listeners,
 * `class` the class name, `true` an empty attribute; null, undefined and false are left out) and
 * children as nodes or text, nested arrays flattened.
 */

export type AttrValue = string | number | boolean | null | undefined
export type Attrs = Record<string, AttrValue | ((event: Event) => unknown)>
export type Child = Node | string | null | undefined | false | readonly Child[]

export function h<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attrs?: Attrs | null,
  ...children: Child[]
): HTMLElementTagNameMap[K] {
  const el = document.createElement(tag)
  for (const [k, v] of Object.entries(attrs ?? {})) {
    if (v === undefined || v === null || v === false) continue
    if (typeof v === 'function') el.addEventListener(k.slice(2), v as EventListener)
    else if (k === 'class') el.className = String(v)
    else el.setAttribute(k, v === true ? '' : String(v))
  }
  for (const c of (children as Child[]).flat(Infinity as 1) as (Node | string | null | undefined | false)[])
    if (c !== null && c !== undefined && c !== false) el.append(c)
  return el
}
