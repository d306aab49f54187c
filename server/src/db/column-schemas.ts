/** Schemas for values that go straight into a database column, bounded by the column's type. */

import { Type } from 'typebox';

/** PostgreSQL `integer`: a larger number would fail in the database (a 500) instead of answering 422. */
export const INTEGER_MAX = 2_147_483_647;

/** sites.id */
export const SiteId = Type.Integer({ minimum: 1, maximum: INTEGER_MAX });
