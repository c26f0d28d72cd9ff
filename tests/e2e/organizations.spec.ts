import { answerStepUp, codeGrowsOld, createdKey, createKey, expect, expectNoAxeViolations, latestMailLink, sandboxNow, signIn, stepUpDialog, test } from './fixtures';
import {
  expectRefusedForRole,
  expectShown,
  inOrganization,
  inviteFromLookalike,
  openCreditsTab,
  ORGANIZATION_KEYS,
  PERSONAL_KEYS,
  requireTwoStepInSeededOrganization,
  secondPerson,
  switcher,
  switchTo,
} from './organization-steps';
import { ORGANIZATION, PERSONA, TWO_STEP_SECRET } from '../../packages/sandbox/src/seed/persona-ids';
import { totpCode } from '../totp-code';

/**
 * Organisations as their members meet them: each signs in, picks the organisation in the top
 * bar's switcher (the way a user gets there) and works on its keys, credits and members. The
 * sandbox seeds one: dev owns it, one member per role, two keys of its own.
 */
// A journey of two people, or of invitation, sign-up and audit, walks several pages.
test.describe.configure({ timeout: 90_000 });

test('switching the account changes every widget’s data, and never shows one account’s keys under the other’s name', async ({ page }) => {
  await page.goto('/api-keys');
  await signIn(page);
  await expect(page.getByText('API Keys: 2/20')).toBeVisible();
  await expectShown(page, PERSONAL_KEYS);

  // Every frame from here on: which account the switcher names, and which keys the page shows under it.
  await page.evaluate(
    ({ personal, organization }) => {
      const frames: string[] = [];
      (window as unknown as { __frames: string[] }).__frames = frames;
      const look = () => {
        const named = document.querySelector('.dk-organization-switcher')?.getAttribute('aria-label') ?? '';
        const text = document.querySelector('main')?.textContent ?? '';
        const shown = [...personal, ...organization].filter((name) => text.includes(name));
        frames.push(`${named} | ${shown.join(',')}`);
        requestAnimationFrame(look);
      };
      requestAnimationFrame(look);
    },
    { personal: PERSONAL_KEYS, organization: ORGANIZATION_KEYS },
  );
  await switchTo(page, ORGANIZATION.name);
  await expectShown(page, ORGANIZATION_KEYS);
  for (const name of PERSONAL_KEYS) await expect(page.getByText(name, { exact: true })).toHaveCount(0);
  // Who made each key, in an organisation.
  await expect(page.getByText('Created by').first()).toBeVisible();
  await switchTo(page, 'Personal account');
  await expectShown(page, PERSONAL_KEYS);

  const frames = await page.evaluate(() => (window as unknown as { __frames: string[] }).__frames);
  const mixed = frames.filter((frame) => {
    const [named = '', shown = ''] = frame.split(' | ');
    const keys = shown.split(',').filter(Boolean);
    if (named.includes(ORGANIZATION.name)) return keys.some((key) => PERSONAL_KEYS.includes(key));
    return keys.some((key) => ORGANIZATION_KEYS.includes(key));
  });
  expect(frames.length).toBeGreaterThan(3);
  expect(mixed, 'frames with one account’s keys under the other’s name').toEqual([]);

  // The credits tab follows as well: the organisation's own balance, the personal one back.
  await openCreditsTab(page);
  await expect(page.getByText('€42.50').first()).toBeVisible();
  await switchTo(page, ORGANIZATION.name);
  await expect(page.getByText('€42.50')).toHaveCount(0);
  await expect(page.getByText(/€\d+\.\d\d/).first()).toBeVisible();
  // The address says which account, so a reload (or a shared link) keeps it.
  await page.reload();
  await expect(switcher(page)).toHaveAccessibleName(new RegExp(`^Switch account, now ${ORGANIZATION.name}`));
  await expect(page.getByText('€42.50')).toHaveCount(0);
  await expectNoAxeViolations(page, 'credits tab of an organisation');
});

test('a developer creates a key for the organisation but is offered no purchase', async ({ page }) => {
  await inOrganization(page, '/api-keys', PERSONA.teamDeveloper);
  await expectShown(page, ORGANIZATION_KEYS);
  await createKey(page, 'Developer pipeline');
  const { dialog } = await createdKey(page);
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByText('Developer pipeline', { exact: true }).first()).toBeVisible();
  await expectNoAxeViolations(page, '/api-keys as a developer of an organisation');

  await openCreditsTab(page);
  await expectRefusedForRole(page, page.getByRole('button', { name: 'Add Credits' }), 'Your role in this organisation cannot buy credits or change auto-recharge. Owners, admins and billing members can.', 'Add Credits');
  await expectNoAxeViolations(page, 'credits tab as a developer of an organisation');
});

test('a viewer sees the organisation’s keys and no way to create one', async ({ page }) => {
  await inOrganization(page, '/api-keys', PERSONA.teamViewer);
  await expectShown(page, ORGANIZATION_KEYS);
  await expectRefusedForRole(
    page,
    page.getByRole('button', { name: 'New API Key' }),
    'Your role in this organisation cannot create, roll, cap or delete keys, or run forecasts with them. Owners, admins and developers can.',
    'Create New API Key',
  );
  // A key's menu holds its requests, to read, and nothing that changes it.
  await expect(page.getByRole('button', { name: /^Delete / })).toHaveCount(0);
  await page.getByRole('button', { name: 'Actions for Forecast service' }).click();
  await expect(page.getByRole('menuitem')).toHaveText(['View requests']);
  await page.keyboard.press('Escape');
  await expectNoAxeViolations(page, '/api-keys as a viewer of an organisation');
});

test('the last owner cannot leave, and the members page says why', async ({ page }) => {
  await inOrganization(page, '/overview', PERSONA.dev);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Members' }).click();
  await expect(page.getByRole('rowheader', { name: /Dev Sandbox \(you\)/ })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Leave organisation' })).toHaveCount(0);
  await expect(page.getByText('An organisation always has an owner: make another member owner before the last one leaves or changes role.')).toBeVisible();
  // Others can be removed: the owner's rights are there, only the last owner's own exit is not.
  await expect(page.getByRole('button', { name: 'Remove Vic Viewer' })).toBeVisible();
  await expectNoAxeViolations(page, '/organization/members as its owner');
});

test('on a phone, every member’s and invitation’s actions are in reach, with nothing scrolled sideways', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await inOrganization(page, '/organization/members', PERSONA.dev);
  await expect(page.getByRole('rowheader', { name: /Dev Sandbox \(you\)/ })).toBeVisible();
  const actions = page.getByRole('button', { name: /^(Remove|Resend the invitation to|Revoke the invitation to) / });
  await expect(actions.first()).toBeVisible();
  expect(await actions.count()).toBeGreaterThan(3);
  for (const action of await actions.all()) {
    const box = (await action.boundingBox())!;
    expect(box.x, await action.getAttribute('aria-label') ?? '').toBeGreaterThanOrEqual(0);
    expect(box.x + box.width, await action.getAttribute('aria-label') ?? '').toBeLessThanOrEqual(390);
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

test('an admin removes a member, whose open dashboard loses the organisation without a reload', async ({ page, browser }) => {
  const viewer = await secondPerson(browser);
  try {
    await inOrganization(viewer, '/api-keys', PERSONA.teamViewer);
    await expect(viewer.getByText('Forecast service', { exact: true }).first()).toBeVisible();

    await inOrganization(page, '/overview', PERSONA.teamAdmin);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Members' }).click();
    await page.getByRole('button', { name: 'Remove Vic Viewer' }).click();
    const confirm = page.getByRole('dialog', { name: 'Remove Vic Viewer?' });
    await expect(confirm).toContainText('Vic Viewer loses access to Sandbox Weather GmbH at once. Their personal account is not touched.');
    await confirm.getByRole('button', { name: 'Remove member' }).click();
    await expect(page.getByText('Vic Viewer was removed.')).toBeVisible();
    await expect(page.getByRole('rowheader', { name: /Vic Viewer/ })).toHaveCount(0);

    // The viewer's next request (the request log they open) is refused; their dashboard says so and returns to their personal account.
    await viewer.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Requests' }).click();
    await expect(viewer.getByText('You no longer have access to Sandbox Weather GmbH. You are back in your personal account.')).toBeVisible();
    await expect(switcher(viewer)).toHaveAccessibleName(/^Switch account, now Personal account/);
    await expect(viewer).not.toHaveURL(/[?&]org=/);
    await viewer.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'API Keys' }).click();
    await expect(viewer.getByText('API Keys: 0/20')).toBeVisible();
    await expect(viewer.getByText('Forecast service', { exact: true })).toHaveCount(0);
    await expectNoAxeViolations(viewer, 'a removed member’s dashboard');
  } finally {
    await viewer.context().close();
  }
});

test('an owner invites a new colleague whom a look-alike invited too; the colleague sets a password from the email, joins only the one accepted, named, and sees its keys; the audit log shows it all', async ({ page, browser, sandbox }) => {
  const email = `colleague-${crypto.randomUUID().slice(0, 8)}@example.test`;
  // An organisation named like the seeded one invited the address first.
  const lookalike = await inviteFromLookalike(page, sandbox.url, email);
  await inOrganization(page, '/overview', PERSONA.dev);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Members' }).click();
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Role', { exact: true }).selectOption('developer');
  await page.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByText(`Invitation sent to ${email}. It is open for 7 days.`)).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(email.replace(/[.]/g, '\\.')) })).toContainText('Pending');
  await expectNoAxeViolations(page, '/organization/members with an invitation sent');

  const colleague = await secondPerson(browser);
  try {
    await colleague.goto(await latestMailLink(colleague, email));
    await colleague.getByRole('button', { name: 'Accept invitation' }).click();
    await expect(colleague.getByRole('heading', { name: 'Update Password' })).toBeVisible();
    await colleague.getByLabel('New password').fill('a-colleague-password');
    await colleague.getByRole('button', { name: 'Update password' }).click();
    // A new person completes their profile first, then lands in the organisation.
    await expect(colleague.getByText('Step 1 of 2')).toBeVisible();
    await colleague.getByLabel('Display name').fill('Cole League');
    await colleague.getByLabel('Country').selectOption('Germany');
    await colleague.getByRole('button', { name: 'Next' }).click();
    await colleague.getByLabel('How did you find us?').selectOption('Conference/Event');
    await colleague.getByLabel('Private Individual').check();
    await colleague.getByLabel('Role').selectOption('Developer');
    await colleague.getByRole('button', { name: 'Complete Profile' }).click();
    await expect(switcher(colleague)).toHaveAccessibleName(new RegExp(`^Switch account, now ${ORGANIZATION.name}`));
    // The organisation joined is named; the look-alike's invitation waits, not accepted with it.
    await expect(colleague.getByText(`You joined ${ORGANIZATION.name}. It is now your current account.`)).toBeVisible();
    await expect(colleague.getByText(`invited you to join ${lookalike.name} as Admin.`, { exact: false })).toBeVisible();
    await colleague.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'API Keys' }).click();
    await expectShown(colleague, ORGANIZATION_KEYS);
    await expectNoAxeViolations(colleague, '/api-keys of a colleague who just joined');
  } finally {
    await colleague.context().close();
  }

  // The owner's audit log: this journey's invitation and the colleague's joining, newest first, each with who did it.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Audit log' }).click();
  const log = page.getByRole('table');
  await expect(log.getByRole('row').nth(1)).toContainText('Member joined');
  await expect(log.getByRole('row').nth(1)).toContainText(email);
  await expect(log.getByRole('row').nth(2)).toContainText('Member invited');
  await expect(log.getByRole('row').nth(2)).toContainText(PERSONA.dev);
  await page.getByLabel('Event').selectOption({ label: 'Member invited' });
  await expect(page).toHaveURL(/[?&]action=member\.invited/);
  await expect(log.getByRole('row').nth(1)).toContainText(email);
  await expectNoAxeViolations(page, '/audit-log of an organisation');
});

test('an owner with an authenticator app whose code is old is asked for a new one before inviting another owner, and the invitation goes once', async ({ page, sandbox }) => {
  const email = `partner-${crypto.randomUUID().slice(0, 8)}@example.test`;
  await page.goto('/overview');
  await signIn(page, PERSONA.twoStep);
  await page.getByLabel('Verification code').fill(totpCode(TWO_STEP_SECRET, await sandboxNow()));
  await page.getByRole('button', { name: 'Verify' }).click();
  // Their own organisation, made from the switcher.
  await switcher(page).click();
  await page.getByRole('menuitem', { name: 'Create organisation' }).click();
  const create = page.getByRole('dialog', { name: 'Create organisation' });
  await create.getByLabel('Name').fill('Desk Partners');
  await create.getByRole('button', { name: 'Create' }).click();
  await expect(switcher(page)).toHaveAccessibleName(/^Switch account, now Desk Partners/);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Members' }).click();

  // Ten minutes pass: the sign-in's code no longer makes another owner.
  await codeGrowsOld(page, sandbox.url);
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Role', { exact: true }).selectOption('owner');
  await page.getByRole('button', { name: 'Send invitation' }).click();
  const stepUp = await stepUpDialog(page);
  await expect(page.getByLabel('Email address')).toHaveValue(email);
  await answerStepUp(page, sandbox.url, stepUp);
  await expect(page.getByText(`Invitation sent to ${email}. It is open for 7 days.`)).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(email.replace(/[.]/g, '\\.')) })).toHaveCount(1);
  await expect(page.getByRole('row', { name: new RegExp(email.replace(/[.]/g, '\\.')) })).toContainText('Pending');
});

test('an organisation that requires two-step verification sends a member without an authenticator app to add one, and lets them in once they have', async ({ page, sandbox }) => {
  await requireTwoStepInSeededOrganization(page, sandbox.url);
  await inOrganization(page, '/api-keys', PERSONA.teamDeveloper);
  const banner = page.getByText(`${ORGANIZATION.name} requires two-step verification of its members.`, { exact: false });
  await expect(banner).toBeVisible();
  // The API refuses the organisation's keys to them: none is shown, and the page says why.
  await expect(page.getByText('This organisation requires two-step verification.', { exact: false }).first()).toBeVisible();
  await expect(page.getByText(ORGANIZATION_KEYS[0]!, { exact: true })).toHaveCount(0);

  await page.getByRole('link', { name: 'Add an authenticator app' }).click();
  await expect(page).toHaveURL(/tab=security/);
  await page.getByRole('button', { name: 'Add authenticator app' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add an authenticator app' });
  await dialog.getByLabel('Name this app').fill('Desk phone');
  await dialog.getByRole('button', { name: 'Continue' }).click();
  const secret = (await dialog.locator('code').textContent())!.trim();
  await dialog.getByLabel('Verification code').fill(totpCode(secret, await sandboxNow()));
  await dialog.getByRole('button', { name: 'Turn on' }).click();
  await expect(page.getByRole('list').getByText('Desk phone')).toBeVisible();
  await expect(banner).toHaveCount(0);

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'API Keys' }).click();
  await expect(switcher(page)).toHaveAccessibleName(new RegExp(`^Switch account, now ${ORGANIZATION.name}`));
  await expectShown(page, ORGANIZATION_KEYS);
});
