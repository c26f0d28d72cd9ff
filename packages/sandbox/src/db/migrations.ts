/**
 * Schema migrations, applied in order on start. Append new ones; never edit an applied one.
 * One table holds both the auth user (GoTrue's side) and the provider's access record:
 * the sandbox plays both services.
 */
export const MIGRATIONS: readonly string[] = [
  /* 1: auth and access */ `
  create table users (
    id uuid primary key,
    email text not null unique,
    password_hash text,
    email_confirmed_at timestamptz,
    invited_at timestamptz,
    last_sign_in_at timestamptz,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now(),
    user_metadata jsonb not null default '{}'::jsonb,
    providers jsonb not null default '["email"]'::jsonb,
    channel text not null default 'stable',
    role text not null default 'user:free',
    features jsonb not null default '[]'::jsonb,
    permissions jsonb not null default '{}'::jsonb,
    trial_start_date timestamptz,
    trial_duration integer not null default 14,
    subscription_start_date timestamptz,
    subscription_end_date timestamptz,
    subscription_active boolean not null default false,
    active_key_limit integer not null default 20,
    balance_cents bigint
  );
  create table sessions (
    id uuid primary key,
    user_id uuid not null references users(id) on delete cascade,
    aal text not null default 'aal1',
    created_at timestamptz not null default now(),
    revoked_at timestamptz
  );
  create table refresh_tokens (
    token text primary key,
    session_id uuid not null references sessions(id) on delete cascade,
    user_id uuid not null references users(id) on delete cascade,
    revoked boolean not null default false,
    created_at timestamptz not null default now()
  );
  create table one_time_tokens (
    token_hash text primary key,
    user_id uuid not null references users(id) on delete cascade,
    type text not null,
    created_at timestamptz not null default now(),
    expires_at timestamptz not null,
    used_at timestamptz,
    code_challenge text,
    code_challenge_method text
  );
  create table flow_states (
    auth_code text primary key,
    user_id uuid not null references users(id) on delete cascade,
    code_challenge text not null,
    code_challenge_method text not null,
    authentication_method text not null,
    created_at timestamptz not null default now(),
    expires_at timestamptz not null,
    used_at timestamptz
  );
  create table signing_keys (
    kid text primary key,
    private_jwk jsonb not null,
    public_jwk jsonb not null,
    created_at timestamptz not null default now()
  );`,
  /* 2: provider API */ `
  create table api_keys (
    id text primary key,
    user_id uuid not null references users(id) on delete cascade,
    name text not null,
    secret_hash text not null,
    created_at timestamptz not null default now(),
    expires_at timestamptz,
    is_active boolean not null default true,
    deleted_at timestamptz
  );
  create index api_keys_user on api_keys(user_id) where deleted_at is null;
  create table checkout_sessions (
    id text primary key,
    user_id uuid not null references users(id) on delete cascade,
    amount_cents integer not null,
    status text not null default 'open',
    created_at timestamptz not null default now()
  );`,
  /* 3: what the sandbox shows people and tests */ `
  create table outbox (
    id serial primary key,
    to_email text not null,
    type text not null,
    subject text not null,
    link text not null,
    created_at timestamptz not null default now()
  );
  create table telemetry (
    id serial primary key,
    kind text not null,
    payload jsonb not null,
    received_at timestamptz not null default now()
  );`,
  /* 4: key lifecycle (API-PROPOSAL.md) */ `
  alter table api_keys add column last_used_at timestamptz;
  alter table api_keys add column rolled_from text;`,
  /* 5: credit usage and the low-balance alert (API-PROPOSAL.md) */ `
  create table api_usage (
    user_id uuid not null references users(id) on delete cascade,
    day date not null,
    tokens bigint not null default 0,
    requests integer not null default 0,
    cost_cents integer not null default 0,
    primary key (user_id, day)
  );
  alter table users add column low_balance_alert_cents bigint;
  alter table users add column low_balance_alerted boolean not null default false;`,
  /* 6: usage by key (API-PROPOSAL.md): each key's share of a day's usage; a deleted key's stays */ `
  create table api_key_usage (
    key_id text not null references api_keys(id) on delete cascade,
    day date not null,
    tokens bigint not null default 0,
    requests integer not null default 0,
    cost_cents integer not null default 0,
    primary key (key_id, day)
  );`,
  /* 7: spend control (API-PROPOSAL.md): purchases with receipts, auto-recharge, per-key caps */ `
  create table credit_purchases (
    id text primary key,
    user_id uuid not null references users(id) on delete cascade,
    kind text not null check (kind in ('checkout', 'auto_recharge')),
    amount_cents bigint not null,
    status text not null check (status in ('paid', 'failed')),
    idempotency_key text not null,
    receipt_number text unique,
    receipt_token text unique,
    created_at timestamptz not null default now(),
    unique (user_id, idempotency_key)
  );
  create index credit_purchases_newest on credit_purchases(user_id, created_at desc, id desc);
  create sequence receipt_numbers;
  alter table checkout_sessions add column mode text not null default 'payment';
  alter table checkout_sessions add column idempotency_key text;
  alter table checkout_sessions add column settings jsonb;
  create unique index checkout_sessions_idempotency on checkout_sessions(user_id, idempotency_key);
  create table auto_recharge (
    user_id uuid primary key references users(id) on delete cascade,
    enabled boolean not null default false,
    threshold_cents bigint not null,
    amount_cents bigint not null,
    monthly_limit_cents bigint not null,
    payment_brand text,
    payment_last4 text,
    payment_failed boolean not null default false,
    paused_notice_month date
  );
  create table usage_events (
    user_id uuid not null references users(id) on delete cascade,
    id text not null,
    created_at timestamptz not null default now(),
    primary key (user_id, id)
  );
  alter table api_keys add column monthly_spend_cap_cents bigint;`,
  /* 8: a rolled key's line (API-PROPOSAL.md): the month's spend and the cap follow a key through
     its rolls. lineage_id is the first key of the line; null on that first key itself. A key is
     rolled once: its replacement, not it, rolls next. */ `
  alter table api_keys add column lineage_id text;
  with recursive line(id, root) as (
    select id, id from api_keys where rolled_from is null
    union all
    select k.id, line.root from api_keys k join line on k.rolled_from = line.id
  )
  update api_keys k set lineage_id = line.root from line where k.id = line.id and line.id <> line.root;
  create index api_keys_lineage on api_keys((coalesce(lineage_id, id)));
  create unique index api_keys_rolled_once on api_keys(rolled_from) where rolled_from is not null;`,
  /* 9: an idempotency key covers one request (API-PROPOSAL.md): the endpoint and body it came with */ `
  alter table checkout_sessions add column idempotency_endpoint text;
  alter table checkout_sessions add column idempotency_body_hash text;`,
  /* 10: a second factor (TOTP), how each session was authenticated, and refresh-token reuse */ `
  create table mfa_factors (
    id uuid primary key,
    user_id uuid not null references users(id) on delete cascade,
    friendly_name text not null default '',
    factor_type text not null default 'totp',
    secret text not null,
    status text not null default 'unverified',
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now(),
    last_used_step bigint
  );
  create unique index mfa_factors_name on mfa_factors(user_id, friendly_name) where friendly_name <> '';
  create table mfa_challenges (
    id uuid primary key,
    factor_id uuid not null references mfa_factors(id) on delete cascade,
    created_at timestamptz not null default now(),
    verified_at timestamptz
  );
  alter table sessions add column amr jsonb not null default '[]'::jsonb;
  alter table sessions add column factor_id uuid references mfa_factors(id) on delete set null;
  alter table refresh_tokens add column revoked_at timestamptz;
  alter table users add column new_email text;
  alter table users add column email_change_sent_at timestamptz;
  alter table users add column reauthentication_sent_at timestamptz;
  alter table outbox add column code text;
  alter table users add column deleted_at timestamptz;`,
  /* 11: the Google identity's own address: a linked Google account need not share the user's */ `
  alter table users add column google_email text unique;
  update users set google_email = email where providers ? 'google';`,
  /* 12: the request log (API-PROPOSAL.md): every forecast request made with a key, kept 30 days;
     the sub-cent part of what requests cost, carried until it makes a cent; a key's secret's
     first characters, so a log can name a key the way its owner recognises it */ `
  alter table users add column spend_carry_microcents bigint not null default 0;
  alter table api_keys add column spend_carry_microcents bigint not null default 0;
  alter table api_keys add column secret_prefix text;
  create table api_requests (
    seq bigserial primary key,
    id text not null unique,
    user_id uuid not null references users(id) on delete cascade,
    key_id text not null references api_keys(id) on delete cascade,
    at timestamptz not null default clock_timestamp(),
    method text not null,
    path text not null,
    model text,
    lat double precision,
    lon double precision,
    steps integer,
    parameters text[] not null default '{}',
    status integer not null,
    outcome text not null,
    error jsonb,
    tokens bigint not null default 0,
    cost_microcents bigint not null default 0,
    latency_ms integer not null,
    user_agent text,
    client_address text
  );
  create index api_requests_newest on api_requests(user_id, seq desc);
  create index api_requests_at on api_requests(at);`,
  /* 13: wrong codes are limited whatever address they come from: per challenge and per emailed
     code (each dies after a few), and per factor and per user in an hour (API-PROPOSAL.md) */ `
  alter table mfa_challenges add column failed_attempts integer not null default 0;
  alter table one_time_tokens add column failed_attempts integer not null default 0;
  create table wrong_codes (
    kind text not null,
    subject text not null,
    at timestamptz not null default now()
  );
  create index wrong_codes_recent on wrong_codes(kind, subject, at);`,
  /* 14: organisations (API-PROPOSAL.md). What a dashboard reads or changes belongs to an account:
     a user's personal account (its id is the user's) or an organisation's. The money and the
     key limit move from users to accounts; every resource names its account, and a key also
     the user who created it. Members, invitations and the audit log are new. */ `
  create table accounts (
    id uuid primary key,
    kind text not null check (kind in ('personal', 'organization')),
    active_key_limit integer not null default 20,
    balance_cents bigint,
    low_balance_alert_cents bigint,
    low_balance_alerted boolean not null default false,
    spend_carry_microcents bigint not null default 0
  );
  insert into accounts (id, kind, active_key_limit, balance_cents, low_balance_alert_cents, low_balance_alerted, spend_carry_microcents)
    select id, 'personal', active_key_limit, balance_cents, low_balance_alert_cents, low_balance_alerted, spend_carry_microcents from users;
  alter table users drop column active_key_limit, drop column balance_cents, drop column low_balance_alert_cents,
    drop column low_balance_alerted, drop column spend_carry_microcents;

  alter table api_keys rename column user_id to account_id;
  alter table api_keys drop constraint api_keys_user_id_fkey;
  alter table api_keys add foreign key (account_id) references accounts(id) on delete cascade;
  alter table api_keys add column created_by uuid references users(id);
  update api_keys set created_by = account_id;
  alter table checkout_sessions rename column user_id to account_id;
  alter table checkout_sessions drop constraint checkout_sessions_user_id_fkey;
  alter table checkout_sessions add foreign key (account_id) references accounts(id) on delete cascade;
  alter table checkout_sessions add column created_by uuid references users(id);
  update checkout_sessions set created_by = account_id;
  alter table api_usage rename column user_id to account_id;
  alter table api_usage drop constraint api_usage_user_id_fkey;
  alter table api_usage add foreign key (account_id) references accounts(id) on delete cascade;
  alter table credit_purchases rename column user_id to account_id;
  alter table credit_purchases drop constraint credit_purchases_user_id_fkey;
  alter table credit_purchases add foreign key (account_id) references accounts(id) on delete cascade;
  alter table auto_recharge rename column user_id to account_id;
  alter table auto_recharge drop constraint auto_recharge_user_id_fkey;
  alter table auto_recharge add foreign key (account_id) references accounts(id) on delete cascade;
  alter table usage_events rename column user_id to account_id;
  alter table usage_events drop constraint usage_events_user_id_fkey;
  alter table usage_events add foreign key (account_id) references accounts(id) on delete cascade;
  alter table api_requests rename column user_id to account_id;
  alter table api_requests drop constraint api_requests_user_id_fkey;
  alter table api_requests add foreign key (account_id) references accounts(id) on delete cascade;
  alter table credit_purchases add column billed_to jsonb;

  create table organizations (
    id uuid primary key references accounts(id) on delete cascade,
    name text not null,
    slug text not null,
    seat_limit integer not null default 10,
    created_at timestamptz not null default now(),
    deleted_at timestamptz,
    legal_name text,
    address_line1 text,
    address_line2 text,
    postal_code text,
    city text,
    country text,
    vat_id text
  );
  create unique index organizations_slug on organizations(slug) where deleted_at is null;
  create table memberships (
    organization_id uuid not null references organizations(id) on delete cascade,
    user_id uuid not null references users(id) on delete cascade,
    role text not null check (role in ('owner', 'admin', 'developer', 'billing', 'viewer')),
    created_at timestamptz not null default now(),
    primary key (organization_id, user_id)
  );
  create index memberships_user on memberships(user_id);
  create table invitations (
    id text primary key,
    organization_id uuid not null references organizations(id) on delete cascade,
    email text not null,
    role text not null check (role in ('owner', 'admin', 'developer', 'billing', 'viewer')),
    status text not null default 'pending' check (status in ('pending', 'accepted', 'declined', 'revoked', 'expired')),
    invited_by uuid references users(id),
    created_at timestamptz not null default now(),
    expires_at timestamptz not null,
    sent_at timestamptz not null default now(),
    decided_at timestamptz
  );
  create unique index invitations_pending on invitations(organization_id, email) where status = 'pending';
  create table audit_events (
    seq bigserial primary key,
    id text not null unique,
    account_id uuid not null references accounts(id) on delete cascade,
    at timestamptz not null default clock_timestamp(),
    actor_id uuid,
    actor_email text,
    action text not null,
    target_type text,
    target_id text,
    target_label text,
    before jsonb,
    after jsonb,
    client_address text
  );
  create index audit_events_newest on audit_events(account_id, seq desc);`,
  /* 15: one clock. The sandbox's time is Postgres's plus the offset the sandbox sets on its session (clock.ts), and every column that stamps a row reads it. */ `
  create function sandbox_now() returns timestamptz language sql stable as $$
    select now() + coalesce(nullif(current_setting('sandbox.clock_offset_ms', true), ''), '0')::bigint * interval '1 millisecond'
  $$;
  create function sandbox_clock_timestamp() returns timestamptz language sql volatile as $$
    select clock_timestamp() + coalesce(nullif(current_setting('sandbox.clock_offset_ms', true), ''), '0')::bigint * interval '1 millisecond'
  $$;
  do $$
  declare col record;
  begin
    for col in select table_name, column_name, column_default from information_schema.columns
                where table_schema = 'public' and column_default in ('now()', 'clock_timestamp()') loop
      execute format('alter table %I alter column %I set default %s', col.table_name, col.column_name,
        case col.column_default when 'now()' then 'sandbox_now()' else 'sandbox_clock_timestamp()' end);
    end loop;
  end $$;`,
  /* 16: one idempotency store for every route that takes an Idempotency-Key (guards/idempotency.ts): the caller's key, hashed; what it was first sent with; its first answer, sealed */ `
  create table idempotency_records (
    key_hash text primary key,
    endpoint text not null,
    input_hash text not null,
    answer bytea not null,
    created_at timestamptz not null default sandbox_now()
  );
  alter table checkout_sessions drop column idempotency_key, drop column idempotency_endpoint, drop column idempotency_body_hash;`,
  /* 17: an emailed link carries what it was sent for: a sign-up's, the password sent with it (its hash), which confirming keeps; an invitation's, the invitation it accepts */ `
  alter table one_time_tokens add column password_hash text;
  alter table one_time_tokens add column invitation_id text;`,
  /* 18: an organisation may require two-step verification of its members (organizations/two-step.ts) */ `
  alter table organizations add column require_two_step boolean not null default false;`,
  /* 19: whose card auto-recharge charges: forgotten when they leave the organisation or lose billing rights (organizations/forget-card.ts) */ `
  alter table auto_recharge add column saved_by uuid references users(id) on delete set null;`,
  /* 20: a request the dashboard's explorer made names the member who ran it (a key's own calls name nobody) */ `
  alter table api_requests add column run_by uuid references users(id) on delete set null;`,
];
