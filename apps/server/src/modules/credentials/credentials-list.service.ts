import type { CredentialListItemOut, CredentialsQuery, CredentialState } from '@hearth/shared';
import { audit } from '../../platform/audit.js';
import type { CurrentUser } from '../../platform/auth.js';
import type { CredentialsDeps } from './credential-types.service.js';
import { listCredentialStates, type ListRow } from './credentials-list.repo.js';

/** `expired` lists the lapsed credentials, in grace or past it: HR acts on both (decision 018). */
const STATES: Record<NonNullable<CredentialsQuery['state']>, CredentialState[]> = {
  expired: ['expired', 'grace'],
  expiring: ['expiring'],
  missing: ['missing'],
};
const ALL: CredentialState[] = ['expired', 'grace', 'expiring', 'missing'];

function present(r: ListRow): CredentialListItemOut {
  return {
    staff: { id: r.staff_id, name: `${r.first_name} ${r.last_name}` },
    credentialType: {
      id: r.type_id,
      name: r.type_name,
      requiredForVisits: r.required_for_visits,
      enforced: r.enforced,
    },
    state: r.state,
    credentialId: r.credential_id,
    issuedOn: r.issued_on,
    expiresOn: r.expires_on,
    daysLeft: r.days_left === null ? null : Number(r.days_left),
  };
}

/** GET /credentials (admins): the states on the agency's today; the read is audited. */
export async function listCredentials(deps: CredentialsDeps, actor: CurrentUser, q: CredentialsQuery, ip: string) {
  const { db, clock, agency } = deps;
  const { rows, total } = await listCredentialStates(db, {
    today: agency.today(clock),
    within: q.within,
    states: q.state ? STATES[q.state] : ALL,
    ...(q.staffId ? { staffId: q.staffId } : {}),
    ...(q.credentialTypeId ? { credentialTypeId: q.credentialTypeId } : {}),
    offset: q.offset,
    limit: q.limit,
  });
  await audit(db, {
    actorUserId: actor.id,
    action: 'credentials.list',
    targetType: 'staff_credential',
    ip,
    details: { state: q.state ?? 'all', count: rows.length },
  });
  return { data: rows.map(present), recordCount: total };
}
