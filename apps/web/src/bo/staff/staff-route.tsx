import { useEffect, useId, useMemo, useRef, useState, type FormEvent } from 'react'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { ColumnDef } from '@tanstack/react-table'
import {
  localizedFieldErrors,
  STAFF_ROLES,
  staffCreateSchema,
  type StaffMember,
  type StaffRole,
} from '@galata/contract'
import { boCall, BoApiError } from '../api/client'
import { useI18n } from '../i18n/i18n'
import { useCan, useStaff } from '../shell/session'
import { DataTable } from '../table/data-table'

/*
 * Staff accounts (docs/backoffice.md "Staff accounts", "Four eyes screens"): the list for staff.view
 * (admin, auditor); for staff.manage (admin) a form that creates a member (who enrols TOTP at their
 * first sign-in) and, per member, their roles, deactivation and reactivation, and a two-factor reset.
 */

type Outcome = { ok: boolean; text: string } | null

export default function StaffRoute() {
  const { t, dateTime } = useI18n()
  const can = useCan()
  const manage = can('staff.manage')
  const [open, setOpen] = useState<StaffMember | null>(null)

  const columns = useMemo<ColumnDef<StaffMember>[]>(() => {
    const cols: ColumnDef<StaffMember>[] = [
      { accessorKey: 'id', header: t('col.id') },
      { accessorKey: 'username', header: t('col.username') },
      {
        id: 'roles',
        accessorFn: (m) => m.roles.map((r) => t(`role.${r}`)).join(', '),
        header: t('col.roles'),
      },
      {
        id: 'active',
        accessorFn: (m) => t(m.active ? 'staff.active' : 'staff.inactive'),
        header: t('col.status'),
      },
      {
        id: 'totp',
        accessorFn: (m) => t(m.totpEnrolled ? 'staff.enrolled' : 'staff.notEnrolled'),
        header: t('col.totp'),
      },
      { id: 'created', accessorFn: (m) => dateTime(m.createdAt), header: t('col.created') },
      { id: 'lastLogin', accessorFn: (m) => dateTime(m.lastLoginAt), header: t('col.lastLogin') },
    ]
    if (manage)
      cols.push({
        id: 'manage',
        header: t('col.manage'),
        cell: ({ row }) => (
          <button
            type="button"
            className="bo-button bo-ghost"
            aria-label={t('staff.manageOf', { name: row.original.username })}
            onClick={() => setOpen(row.original)}
          >
            {t('col.manage')}
          </button>
        ),
      })
    return cols
  }, [t, dateTime, manage])

  return (
    <section className="bo-page">
      <h1>{t('staff.title')}</h1>
      {manage ? <CreateForm /> : null}
      <DataTable<StaffMember>
        name="staff"
        caption={t('staff.title')}
        columns={columns}
        fetchPage={async ({ skip, take }) => {
          // The route answers every member, oldest first; the console shows the newest first.
          const all = [...(await boCall('backoffice/staff'))].reverse()
          return { items: all.slice(skip, skip + take), total: all.length }
        }}
        pageSizes={[50, 100]}
        rowId={(m) => String(m.id)}
        onOpen={manage ? setOpen : undefined}
        csvName="staff"
      />
      {open && manage ? <Manage key={open.id} member={open} onClose={() => setOpen(null)} /> : null}
    </section>
  )
}

function RolePicker({
  legend,
  value,
  onChange,
  error,
}: {
  legend: string
  value: StaffRole[]
  onChange: (roles: StaffRole[]) => void
  error?: string
}) {
  const { t } = useI18n()
  const errorId = useId()
  return (
    <fieldset className="bo-roles" aria-describedby={error ? errorId : undefined}>
      <legend>{legend}</legend>
      {STAFF_ROLES.map((r) => (
        <label key={r} className="bo-inline">
          <input
            type="checkbox"
            name="roles"
            value={r}
            checked={value.includes(r)}
            onChange={(e) => onChange(e.target.checked ? [...value, r] : value.filter((x) => x !== r))}
          />{' '}
          {t(`role.${r}`)}
        </label>
      ))}
      {error ? (
        <span id={errorId} className="bo-error">
          {error}
        </span>
      ) : null}
    </fieldset>
  )
}

function CreateForm() {
  const { t, locale } = useI18n()
  const queryClient = useQueryClient()
  const [username, setUsername] = useState('')
  const [password, setPassword] = useState('')
  const [roles, setRoles] = useState<StaffRole[]>([])
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [message, setMessage] = useState<Outcome>(null)
  const ids = { title: useId(), user: useId(), pass: useId() }
  const create = useMutation({
    mutationFn: (body: { username: string; password: string; roles: StaffRole[] }) =>
      boCall('backoffice/staff create', { body }),
    onSuccess: (member) => {
      setMessage({ ok: true, text: t('staff.created', { name: member.username }) })
      setUsername('')
      setPassword('')
      setRoles([])
      void queryClient.invalidateQueries({ queryKey: ['bo', 'staff'] })
    },
    onError: (error) => {
      if (error instanceof BoApiError) setErrors(error.errors ?? {})
      setMessage({ ok: false, text: error instanceof BoApiError ? error.message : String(error) })
    },
  })
  const submit = (e: FormEvent) => {
    e.preventDefault()
    setMessage(null)
    const parsed = staffCreateSchema.safeParse({ username: username.trim(), password, roles })
    if (!parsed.success) {
      setErrors(localizedFieldErrors(parsed.error, locale))
      return
    }
    setErrors({})
    create.mutate(parsed.data)
  }
  const described = (key: string, id: string) =>
    errors[key] ? { 'aria-invalid': true, 'aria-describedby': `${id}-e` } : {}
  return (
    <form className="bo-panel bo-form" onSubmit={submit} aria-labelledby={ids.title} noValidate>
      <h2 id={ids.title}>{t('staff.create')}</h2>
      <label htmlFor={ids.user}>{t('staff.username')}</label>
      <input
        id={ids.user}
        name="username"
        autoComplete="off"
        value={username}
        onChange={(e) => setUsername(e.target.value)}
        {...described('username', ids.user)}
      />
      {errors.username ? (
        <span id={`${ids.user}-e`} className="bo-error">
          {errors.username}
        </span>
      ) : null}
      <label htmlFor={ids.pass}>{t('staff.password')}</label>
      <input
        id={ids.pass}
        name="password"
        type="password"
        autoComplete="new-password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        {...described('password', ids.pass)}
      />
      {errors.password ? (
        <span id={`${ids.pass}-e`} className="bo-error">
          {errors.password}
        </span>
      ) : null}
      <RolePicker
        legend={t('staff.roles')}
        value={roles}
        onChange={setRoles}
        error={errors.roles ? t('staff.noRole') : undefined}
      />
      <div className="bo-actions">
        <button type="submit" className="bo-button" disabled={create.isPending}>
          {t('staff.createSubmit')}
        </button>
      </div>
      <p role="status" className={message ? (message.ok ? 'bo-ok' : 'bo-error') : 'bo-sr'}>
        {message?.text ?? ''}
      </p>
    </form>
  )
}

function Manage({ member, onClose }: { member: StaffMember; onClose: () => void }) {
  const { t } = useI18n()
  const me = useStaff()
  const queryClient = useQueryClient()
  const [current, setCurrent] = useState(member)
  const [roles, setRoles] = useState<StaffRole[]>(member.roles)
  const [message, setMessage] = useState<Outcome>(null)
  const title = useId()
  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => heading.current?.focus(), [])
  const act = useMutation({
    mutationFn: (what: 'roles' | 'active' | 'totp') =>
      what === 'roles'
        ? boCall('backoffice/staff/:id/roles', { params: { id: member.id }, body: { roles } })
        : what === 'active'
          ? boCall('backoffice/staff/:id/active', {
              params: { id: member.id },
              body: { active: !current.active },
            })
          : boCall('backoffice/staff/:id/totp/reset', { params: { id: member.id }, body: {} }),
    onSuccess: (updated) => {
      setCurrent(updated)
      setRoles(updated.roles)
      setMessage({ ok: true, text: t('staff.saved', { name: updated.username }) })
      void queryClient.invalidateQueries({ queryKey: ['bo', 'staff'] })
    },
    onError: (error) =>
      setMessage({ ok: false, text: error instanceof BoApiError ? error.message : String(error) }),
  })
  const self = me.id === member.id
  return (
    <section className="bo-panel bo-form" aria-labelledby={title} data-testid="staff-manage">
      <h2 id={title} ref={heading} tabIndex={-1}>
        {t('staff.editTitle', { name: current.username })}
      </h2>
      <RolePicker legend={t('staff.roles')} value={roles} onChange={setRoles} />
      <div className="bo-actions">
        <button
          type="button"
          className="bo-button"
          disabled={act.isPending || roles.length === 0}
          onClick={() => act.mutate('roles')}
        >
          {t('staff.saveRoles')}
        </button>
        <button
          type="button"
          className="bo-button bo-ghost"
          disabled={act.isPending || self}
          onClick={() => act.mutate('active')}
        >
          {t(current.active ? 'staff.deactivate' : 'staff.reactivate')}
        </button>
        <button
          type="button"
          className="bo-button bo-ghost"
          disabled={act.isPending || !current.totpEnrolled}
          onClick={() => act.mutate('totp')}
        >
          {t('staff.resetTotp')}
        </button>
        <button type="button" className="bo-button bo-ghost" onClick={onClose}>
          {t('actions.close')}
        </button>
      </div>
      <p role="status" className={message ? (message.ok ? 'bo-ok' : 'bo-error') : 'bo-sr'}>
        {message?.text ?? ''}
      </p>
    </section>
  )
}
