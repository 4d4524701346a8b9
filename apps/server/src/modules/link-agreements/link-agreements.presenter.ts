import type { Agreement, AgreementAcceptance } from '@folio/shared';
import type { AgreementAcceptanceRow, LinkAgreementRow } from './link-agreements.table.ts';

export const presentAgreement = (row: LinkAgreementRow): Agreement => ({
  id: row.id,
  version: row.version,
  text: row.text,
  created_at: row.createdAt.toISOString(),
});

export const presentAcceptance = ({
  acceptance: a,
  agreement,
  link,
}: {
  acceptance: AgreementAcceptanceRow;
  agreement: LinkAgreementRow;
  link: { id: number; name: string };
}): AgreementAcceptance => ({
  id: a.id,
  share_link_id: link.id,
  link_name: link.name,
  agreement_id: a.agreementId,
  version: agreement.version,
  name: a.name,
  email: a.email,
  ip: a.ip,
  accepted_at: a.acceptedAt.toISOString(),
});
