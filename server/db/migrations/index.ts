import 'server-only';
import type { Migration } from 'kysely';
import type { Dialect } from '../schema';
import * as m0001 from './0001-leads-and-outbox';
import * as m0002 from './0002-jobs-and-applications';
import * as m0003 from './0003-form-hardening';
import * as m0004 from './0004-admin';
import * as m0005 from './0005-auth';
import * as m0006 from './0006-inbox-search';
import * as m0007 from './0007-references-and-consent';
import * as m0008 from './0008-webhooks';
import * as m0009 from './0009-lead-source';
import * as m0010 from './0010-retention';
import * as m0011 from './0011-login-attempts';
import * as m0012 from './0012-content';
import * as m0013 from './0013-analytics';
import * as m0014 from './0014-roles';
import * as m0015 from './0015-media';
import * as m0016 from './0016-analytics-caps';
import * as m0017 from './0017-content-schedules-and-slugs';
import * as m0018 from './0018-analytics-visits';
import * as m0019 from './0019-legal-versions';

/** Every migration, in order. Names are their version: never rename or edit one that has shipped. */
export function migrations(dialect: Dialect): Record<string, Migration> {
  return {
    '0001-leads-and-outbox': { up: m0001.up(dialect) },
    '0002-jobs-and-applications': { up: m0002.up(dialect) },
    '0003-form-hardening': { up: m0003.up() },
    '0004-admin': { up: m0004.up() },
    '0005-auth': { up: m0005.up(dialect) },
    '0006-inbox-search': { up: m0006.up(dialect) },
    '0007-references-and-consent': { up: m0007.up() },
    '0008-webhooks': { up: m0008.up() },
    '0009-lead-source': { up: m0009.up() },
    '0010-retention': { up: m0010.up() },
    '0011-login-attempts': { up: m0011.up() },
    '0012-content': { up: m0012.up() },
    '0013-analytics': { up: m0013.up(dialect) },
    '0014-roles': { up: m0014.up() },
    '0015-media': { up: m0015.up(dialect) },
    '0016-analytics-caps': { up: m0016.up() },
    '0017-content-schedules-and-slugs': { up: m0017.up() },
    '0018-analytics-visits': { up: m0018.up(dialect) },
    '0019-legal-versions': { up: m0019.up() },
  };
}
