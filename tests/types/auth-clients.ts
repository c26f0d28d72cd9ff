// Type-checked by `npm run typecheck`, never run: both Supabase clients are auth clients the kit
// takes, though the kit describes the one it needs by its shape (it names no @supabase type).
import type { AuthClient } from '@supabase/auth-js';
import type { SupabaseClient } from '@supabase/supabase-js';
import type { DashboardAuthClient } from 'dashboard-kit';

declare const authJs: InstanceType<typeof AuthClient>;
declare const supabase: SupabaseClient;

export const authClients: readonly DashboardAuthClient[] = [authJs, supabase.auth];
