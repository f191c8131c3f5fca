import { describe, expect, it } from 'vitest'
import { marketTabs, tabLabel, tabsOf } from './market-tabs'

const m = (key: string, line: number | null = null) => ({ key, line })

describe('market tabs', () => {
  it('puts every football market in its tab; KG and Alt/Üst 2,5 are popular too', () => {
    const football = [
      m('1x2'),
      m('dc'),
      m('ou', 1.5),
      m('ou', 2.5),
      m('btts'),
      m('eh', -1),
      m('ah', -0.25),
      m('cs'),
      m('ht'),
      m('htft'),
      m('tg'),
    ]
    const tabs = marketTabs(football)
    expect(tabs.map((t) => t.tab)).toEqual(['popular', 'goals', 'halves', 'handicap', 'score'])
    const keys = (tab: string) =>
      tabs.find((t) => t.tab === tab)!.markets.map((x) => `${x.key}${x.line ?? ''}`)
    expect(keys('popular')).toEqual(['1x2', 'dc', 'ou2.5', 'btts'])
    expect(keys('goals')).toEqual(['ou1.5', 'ou2.5', 'btts', 'tg'])
    expect(keys('halves')).toEqual(['ht', 'htft'])
    expect(keys('handicap')).toEqual(['eh-1', 'ah-0.25'])
    expect(keys('score')).toEqual(['cs'])
  })

  it('shows only the tabs that hold a market (in play the score and halves close)', () => {
    expect(marketTabs([m('1x2'), m('ou', 3.5)]).map((t) => t.tab)).toEqual(['popular', 'goals'])
    expect(marketTabs([])).toEqual([])
  })

  it('names the goals tab by what the sport counts, and never hides an unknown market', () => {
    expect(tabLabel('goals', 'football')).toBe('sportsbook.tab.goals')
    expect(tabLabel('goals', 'basketball')).toBe('sportsbook.tab.points')
    expect(tabLabel('goals', 'tennis')).toBe('sportsbook.tab.games')
    expect(tabLabel('goals', 'cs2')).toBe('sportsbook.tab.maps')
    expect(tabLabel('goals', 'volleyball')).toBe('sportsbook.tab.sets')
    expect(tabLabel('goals', 'hockey')).toBe('sportsbook.tab.goals')
    // Volleyball's set handicap and total sets, ice hockey's puck line.
    expect(marketTabs([m('tsets', 3.5), m('shcp', -1.5), m('pl', 1.5), m('sets')]).map((t) => t.tab)).toEqual(
      ['goals', 'handicap', 'score'],
    )
    expect(tabLabel('handicap', 'lol')).toBe('sportsbook.tab.handicap')
    expect(tabsOf(m('something-new'))).toEqual(['popular'])
    expect(marketTabs([m('mapscore'), m('mhcp', 1.5), m('maps', 2.5), m('ml')]).map((t) => t.tab)).toEqual([
      'popular',
      'goals',
      'handicap',
      'score',
    ])
  })
})
