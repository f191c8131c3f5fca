/**
 * Moves to a section of the page and puts focus on its heading. Not a `#hash` link: the document's
 * `<base href="/">` would turn one into a move to the home page.
 */
export function scrollToSection(id: string): void {
  const section = document.getElementById(id)
  if (!section) return
  section.scrollIntoView({ behavior: 'smooth', block: 'start' })
  const heading = section.querySelector<HTMLElement>('h2')
  if (heading) {
    heading.tabIndex = -1
    heading.focus({ preventScroll: true })
  }
}
