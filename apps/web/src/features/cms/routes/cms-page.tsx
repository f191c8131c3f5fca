import { useEffect, useMemo, useRef } from 'react'
import { Link, useParams } from 'react-router'
import { useBootstrap } from '../../../shared/bootstrap/bootstrap'
import { ApiError } from '../../../shared/api/http'
import { useT } from '../../../shared/i18n/i18n'
import { paths } from '../../../shared/paths'
import { EmptyState } from '../../../shared/ui/empty-state'
import { Spinner } from '../../../shared/ui/spinner'
import { useContentList } from '../api/get-content-list'
import { usePageContent } from '../api/get-page-content'
import { StaticMenu } from '../components/static-menu'
import { sanitizeHtml } from '../../../shared/html/sanitize'
import { useTagManagerId } from '../../../shared/tag-manager'
import { useLiveChatHosts } from '../../../shared/chat/live-chat-hosts'
import { PreviewRibbon, usePreview, usePreviewToken } from '../../../shared/preview/preview'
import styles from './cms-page.module.css'

/** Spec §7/§9: the side menu lists static content category 1 unless the page belongs to another. */
const DEFAULT_CATEGORY_ID = 1

interface BootstrapCms {
  categories?: { id: number; name: string; content: { id: number; title: string }[] }[]
}

/**
 * In-page links of a page's HTML (`#licence`, the footer's licence block, docs/content.md): the document's
 * `<base href="/">` would resolve them against the home page and leave this one. They scroll to the
 * element and move focus there, and the address keeps the page with the fragment.
 */
function useInPageLinks(ref: React.RefObject<HTMLElement | null>) {
  useEffect(() => {
    const root = ref.current
    if (!root) return
    const onClick = (e: MouseEvent) => {
      const href = (e.target as Element | null)?.closest('a')?.getAttribute('href') ?? ''
      if (!/^#[\w-]+$/.test(href)) return
      const target = document.getElementById(href.slice(1))
      if (!target) return
      e.preventDefault()
      window.history.replaceState(
        window.history.state,
        '',
        `${window.location.pathname}${window.location.search}${href}`,
      )
      target.scrollIntoView({ block: 'start' })
      target.focus({ preventScroll: true })
    }
    root.addEventListener('click', onClick)
    return () => root.removeEventListener('click', onClick)
  })
}

/** /pages/{id}: a CMS static page (/pages/1 is the general terms) with the static-content menu. */
export function CmsPage() {
  const t = useT()
  const { id = '' } = useParams()
  const pageId = /^[1-9]\d{0,8}$/.test(id) ? Number(id) : null
  const published = usePageContent(pageId)
  // A draft opened from the back office replaces the published page (docs/backoffice.md "Content").
  const previewToken = usePreviewToken()
  const preview = usePreview(previewToken)
  const draft = preview.data?.kind === 'page' && preview.data.page.id === pageId ? preview.data.page : null
  const content = draft ? { ...published, data: draft, isError: false, isPending: false as const } : published
  const bootstrap = useBootstrap()
  const pageRef = useRef<HTMLDivElement>(null)
  useInPageLinks(pageRef)
  // The Cookie Policy lists the tag manager while one is in use (docs/content.md "Tag manager"): the
  // page's text is content, the container is configuration, so the section is the site's own.
  const tagManagerId = useTagManagerId()
  // The live chat likewise, while one is configured (docs/live-chat.md "Cookies").
  const chatHosts = useLiveChatHosts()
  const isCookiePolicy = pageId !== null && paths.page(pageId) === paths.cookiePolicy

  // The bootstrap's footer groups tell the page's group before the page itself arrives, so the
  // menu and the page load side by side.
  const groups = bootstrap ? ((bootstrap.cms as BootstrapCms | undefined)?.categories ?? []) : []
  const hinted = groups.find((g) => g.content.some((p) => p.id === pageId))
  const categoryId =
    content.data?.categoryId ??
    hinted?.id ??
    (content.isPending && pageId !== null ? null : DEFAULT_CATEGORY_ID)
  const menu = useContentList(categoryId)
  const heading = groups.find((g) => g.id === categoryId)?.name ?? t('cms.menu.title')

  const html = useMemo(() => sanitizeHtml(content.data?.content ?? ''), [content.data?.content])
  const title = content.data?.title

  useEffect(() => {
    if (!title) return
    const previous = document.title
    document.title = `${title} · Galata`
    return () => {
      document.title = previous
    }
  }, [title])

  const isNotFound =
    pageId === null ||
    (content.isError &&
      content.error instanceof ApiError &&
      (content.error.status === 404 || content.error.code === 'NOT_FOUND'))

  let main
  if (isNotFound) {
    main = (
      <EmptyState icon="search" title={t('cms.notFound.title')}>
        <p>{t('cms.notFound.text')}</p>
        <p className={styles.links}>
          <Link to={paths.home}>{t('common.home')}</Link>
          <Link to={paths.generalTerms}>{t('cms.notFound.terms')}</Link>
        </p>
      </EmptyState>
    )
  } else if (content.isError) {
    main = (
      <EmptyState icon="globe" title={t('cms.error.title')}>
        <p>{t('cms.error.text')}</p>
        <button type="button" className={styles.retry} onClick={() => void content.refetch()}>
          {t('cms.error.retry')}
        </button>
      </EmptyState>
    )
  } else if (content.isPending) {
    main = (
      <div className={styles.loading}>
        <Spinner />
      </div>
    )
  } else {
    main = (
      <article className={styles.article} aria-labelledby="cms-title">
        <h1 id="cms-title" className={styles.title}>
          {content.data.title}
        </h1>
        <div className={styles.prose} dangerouslySetInnerHTML={{ __html: html }} />
        {isCookiePolicy && tagManagerId !== null ? (
          <section
            className={styles.prose}
            aria-labelledby="cms-tag-manager"
            data-testid="cookie-tag-manager"
          >
            <h2 id="cms-tag-manager">{t('legal.cookies.tagManager.heading')}</h2>
            <p>{t('legal.cookies.tagManager.text', { id: tagManagerId })}</p>
          </section>
        ) : null}
        {isCookiePolicy && chatHosts.length > 0 ? (
          <section className={styles.prose} aria-labelledby="cms-live-chat" data-testid="cookie-live-chat">
            <h2 id="cms-live-chat">{t('legal.cookies.liveChat.heading')}</h2>
            <p>{t('legal.cookies.liveChat.text', { hosts: chatHosts.join(', ') })}</p>
          </section>
        ) : null}
      </article>
    )
  }

  return (
    <div className={styles.page} ref={pageRef}>
      <StaticMenu
        heading={heading}
        items={menu.data ?? []}
        currentId={pageId}
        isLoading={categoryId === null || menu.isPending}
      />
      <div className={styles.main}>
        {previewToken ? <PreviewRibbon expired={preview.isError} /> : null}
        {main}
      </div>
    </div>
  )
}
