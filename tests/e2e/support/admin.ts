// The admin surface from browser tests: the typed client QA scripts use too.

import { E2E_ADMIN_TOKEN, E2E_PORT } from '../../../playwright.config.ts';
import { createAdminClient } from '../../../server/src/admin/client.ts';

export const admin = createAdminClient({ url: `http://127.0.0.1:${E2E_PORT}`, token: E2E_ADMIN_TOKEN });
