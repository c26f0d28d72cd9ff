/**
 * Why a control is not for the user's role in an organisation: one text per permission, in every
 * widget that needs it. None is from the spec (API-PROPOSAL.md, organisations). A file of its own:
 * the widgets that explain a refusal load these three lines, not the organisation pages' texts.
 */
export const roleRefusalsEn = {
  'keys:write': 'Your role in this organisation cannot create, roll, cap or delete keys, or run forecasts with them. Owners, admins and developers can.',
  'billing:write': 'Your role in this organisation cannot buy credits or change auto-recharge. Owners, admins and billing members can.',
  'audit:read': 'Your role in this organisation cannot read the audit log. Owners and admins can.',
} as const;
