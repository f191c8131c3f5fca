/** 24×24 line pictograms of the sports (home teaser, sport chips), inlined so they take the text colour. */
const PATHS = {
  football:
    'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zm0 5.2 3.2 2.3-1.2 3.8h-4l-1.2-3.8zM12 3v5.2m3.2 2.3 5-1.5m-6.2 5.3 3 4.2m-7-4.2-3 4.2m1.8-8-5-1.5',
  basketball:
    'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM3 12h18M12 3v18M5.6 5.6c3.2 3.4 3.2 9.4 0 12.8m12.8-12.8c-3.2 3.4-3.2 9.4 0 12.8',
  tennis:
    'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM4.2 7.5c3.6 1 5.6 4.6 4.3 10.4m11.3-1.4c-3.6-1-5.6-4.6-4.3-10.4',
  volleyball:
    'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zm0 9c0-4-1.8-7-4-8.2M12 12c3.5-2 7-2.2 8.7-1m-8.7 1c0 4-2.5 6.8-5 7.8',
  hockey: 'M6 3l6.5 14.5a2 2 0 0 0 1.8 1.2H20M16 21h4M4.5 19.5a3 1.3 0 1 0 6 0 3 1.3 0 1 0-6 0z',
  handball: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zm-5 4.5c3 2 7 2 10 0M7 16.5c3-2 7-2 10 0',
  tableTennis:
    'M14.5 3.5a6 6 0 0 1 0 8.5l-2.5 2.5-6-6L8.5 6a6 6 0 0 1 6-2.5zM6 8.5l-1 1m7 5-6.5 6.5L3 18.5 9.5 12M19 16.5a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3z',
  esports:
    'M7 8h10a4 4 0 0 1 3.9 4.9l-1 4.3a2 2 0 0 1-3.4.9L14 16h-4l-2.5 2.1a2 2 0 0 1-3.4-.9l-1-4.3A4 4 0 0 1 7 8zm1 3v3m-1.5-1.5h3M15.5 12h.01M17.5 14h.01',
  mma: 'M7 9V6.5a2 2 0 0 1 4 0V9m0-1.5a2 2 0 0 1 4 0V10m0-1a2 2 0 0 1 4 0v4a7 7 0 0 1-7 7h-1a6 6 0 0 1-6-6v-3a2 2 0 0 1 4 0',
} as const

export type SportIconName = keyof typeof PATHS

export function SportIcon({ name, className }: { name: SportIconName; className?: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      className={className}
      fill="none"
      stroke="currentColor"
      strokeWidth="1.7"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden
    >
      <path d={PATHS[name]} />
    </svg>
  )
}
