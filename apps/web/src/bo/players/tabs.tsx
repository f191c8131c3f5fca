import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react'

/*
 * Tabs as the WAI-ARIA Authoring Practices' tabs pattern (docs/backoffice.md "The console (/bo)"):
 * one tab in the tab order, ← → Home End move and select (automatic activation: a panel is one
 * call away), the panel follows in the tab order. Only the selected panel is rendered, so a list
 * is read from the server when its tab opens.
 */

export interface TabDef<K extends string> {
  key: K
  label: string
}

/** The next tab's index for a key press, or null for a key the tab list leaves alone. */
export function nextTab(key: string, index: number, count: number): number | null {
  switch (key) {
    case 'ArrowRight':
      return (index + 1) % count
    case 'ArrowLeft':
      return (index - 1 + count) % count
    case 'Home':
      return 0
    case 'End':
      return count - 1
    default:
      return null
  }
}

export function Tabs<K extends string>({
  label,
  tabs,
  selected,
  onSelect,
  children,
}: {
  label: string
  tabs: readonly TabDef<K>[]
  selected: K
  onSelect: (key: K) => void
  /** The selected tab's panel. */
  children: ReactNode
}) {
  const base = useId()
  const refs = useRef<(HTMLButtonElement | null)[]>([])
  const tabId = (key: K) => `${base}-tab-${key}`
  const panelId = `${base}-panel`
  const onKey = (e: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const next = nextTab(e.key, index, tabs.length)
    if (next === null) return
    e.preventDefault()
    onSelect(tabs[next]!.key)
    refs.current[next]?.focus()
  }
  return (
    <div className="bo-tabs">
      <div role="tablist" aria-label={label} className="bo-tablist">
        {tabs.map((tab, index) => {
          const isSelected = tab.key === selected
          return (
            <button
              key={tab.key}
              ref={(el) => {
                refs.current[index] = el
              }}
              type="button"
              role="tab"
              id={tabId(tab.key)}
              aria-selected={isSelected}
              aria-controls={isSelected ? panelId : undefined}
              tabIndex={isSelected ? 0 : -1}
              className="bo-tab"
              onClick={() => onSelect(tab.key)}
              onKeyDown={(e) => onKey(e, index)}
            >
              {tab.label}
            </button>
          )
        })}
      </div>
      <div
        role="tabpanel"
        id={panelId}
        aria-labelledby={tabId(selected)}
        tabIndex={0}
        className="bo-tabpanel"
      >
        {children}
      </div>
    </div>
  )
}
