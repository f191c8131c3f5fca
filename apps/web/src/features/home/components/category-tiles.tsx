import { Link } from 'react-router'
import type { Bootstrap } from '../../../shared/bootstrap/bootstrap'
import { useT } from '../../../shared/i18n/i18n'
import { paths } from '../../../shared/paths'
import { useHeroReady } from '../lib/hero-ready'
import styles from './category-tiles.module.css'

const PLACEHOLDER_IMAGE = '/media/categories/placeholder.svg'
const AREAS = ['slot', 'live', 'games', 'bingo', 'tvbets', 'virtual'] as const
type Area = (typeof AREAS)[number]

type Category = Bootstrap['casinoCategoryList'][number] & { slug?: string; parentId?: number | null }

function areaOf(category: Category): Area | null {
  const slug = category.slug ?? category.slugList?.[0]
  return (AREAS as readonly string[]).includes(slug ?? '') ? (slug as Area) : null
}

/** The casino areas as picture tiles, each opening /casino/{slug} (spec §2 routes, §3 casino category). */
export function CategoryTiles({ categories }: { categories: readonly Category[] }) {
  const t = useT()
  const isHeroReady = useHeroReady()
  const tiles = categories
    .filter((c) => !c.parentId)
    .map((c) => ({ category: c, area: areaOf(c) }))
    .filter((x): x is { category: Category; area: Area } => x.area !== null)
  if (tiles.length === 0) return null
  return (
    <section className={styles.section} aria-labelledby="home-categories-title">
      <div className={styles.head}>
        <h2 id="home-categories-title" className={styles.heading}>
          {t('home.categories.title')}
        </h2>
        <Link to={paths.casino.slot} className={styles.more}>
          {t('home.seeAll')}
        </Link>
      </div>
      <ul className={styles.grid}>
        {tiles.map(({ category, area }) => (
          <li key={category.id}>
            <Link to={paths.casino[area]} className={styles.tile}>
              <img
                className={styles.image}
                // The tiles wait for the hero image (the LCP element) to load first.
                src={isHeroReady ? category.imageUrl || PLACEHOLDER_IMAGE : undefined}
                alt=""
                width={240}
                height={240}
                loading="lazy"
                decoding="async"
                onError={(e) => {
                  if (!e.currentTarget.src.endsWith(PLACEHOLDER_IMAGE))
                    e.currentTarget.src = PLACEHOLDER_IMAGE
                }}
              />
              <span className={styles.name}>{category.name}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  )
}
