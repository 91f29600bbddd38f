import { z } from 'zod';
import { type EventName, getEventSchema } from '@tajriba/contracts';
import { error, type Problem, warning } from './problems';

export interface EventParticipant {
  name: string;
  emits: readonly { name: string; version: number; fixtures: readonly unknown[] }[];
  consumes: readonly { name: string; versions: readonly number[]; optional?: boolean }[];
  /** JSON Schemas of consumed events by name and version, as published with the build */
  eventSchemas?: Record<string, Record<string, Record<string, unknown>>>;
}

// Source-tree schemas come from libs/contracts (zod/mini), published ones from z.fromJSONSchema
// (classic): both share zod's core classes, so the checks below work on those.
const schemaCache = new WeakMap<object, z.core.$ZodType>();

function consumerSchema(consumer: EventParticipant, event: string, version: number): z.core.$ZodType | null {
  const json = consumer.eventSchemas?.[event]?.[String(version)];
  if (json) {
    let s = schemaCache.get(json);
    if (!s) {
      s = z.fromJSONSchema(json as Parameters<typeof z.fromJSONSchema>[0]);
      schemaCache.set(json, s);
    }
    return s;
  }
  return getEventSchema(event as EventName, version);
}

/** Unknown keys count as a break: a renamed optional field must not slip through as "extra". */
function strict(schema: z.core.$ZodType): z.core.$ZodType {
  // What classic `.strict()` does, for classic and mini objects alike (a mini object is no z.ZodObject).
  if (!(schema instanceof z.core.$ZodObject)) return schema;
  // oxlint-disable-next-line no-underscore-dangle -- `_zod.def` is how zod's core exposes a schema's definition
  return z.core.clone(schema, z.core.util.mergeDefs(schema._zod.def, { catchall: z.never() }));
}

/**
 * Check 3 (and the event half of check 4): every consumed event has a producer in the mix
 * (unless optional), every producer emits a version the consumer accepts, and every producer
 * fixture validates against the schema the consumer was built with.
 *
 * The rule for a consumer whose producer is not in the mix yet: a required consumption is an
 * error (the remote does not work without it, so the mix is refused); an optional one (the
 * remote works without it, e.g. the dashboard refetching when the wizard saves) is only a
 * warning, so areas can be published in any order. Once a producer is present, a version or
 * payload it does not accept is an error either way: an optional consumer still breaks on a
 * payload it cannot read.
 */
export function checkEvents(participants: readonly EventParticipant[]): Problem[] {
  const problems: Problem[] = [];
  for (const consumer of participants) {
    for (const c of consumer.consumes) {
      const producers = participants.filter((p) => p.name !== consumer.name && p.emits.some((e) => e.name === c.name));
      if (producers.length === 0) {
        if (!c.optional) problems.push(error('event-producer-missing', `consumes ${c.name} but nothing in the mix emits it`, consumer.name));
        // The shell listens on behalf of areas that may not be deployed yet: that is its normal state, not news.
        else if (consumer.name !== 'shell') problems.push(warning('event-producer-absent', `consumes ${c.name} (optional) but nothing in the mix emits it yet`, consumer.name));
        continue;
      }
      for (const producer of producers) {
        for (const emitted of producer.emits.filter((e) => e.name === c.name)) {
          if (!c.versions.includes(emitted.version)) {
            problems.push(
              error(
                'event-version-incompatible',
                `${producer.name} emits ${c.name} v${emitted.version}; ${consumer.name} accepts v${c.versions.join(', v')}`,
                producer.name,
              ),
            );
            continue;
          }
          const schema = consumerSchema(consumer, c.name, emitted.version);
          if (!schema) {
            problems.push(error('event-schema-missing', `no schema for ${c.name} v${emitted.version}`, consumer.name));
            continue;
          }
          emitted.fixtures.forEach((fixture, i) => {
            const r = z.safeParse(strict(schema), fixture);
            if (!r.success) {
              const issues = r.error.issues.map((iss) => `${iss.path.join('.') || '(root)'}: ${iss.message}`).join('; ');
              problems.push(
                error('event-payload-incompatible', `${c.name} fixture #${i + 1} from ${producer.name} fails ${consumer.name}'s schema v${emitted.version}: ${issues}`, producer.name),
              );
            }
          });
        }
      }
    }
  }
  // A producer whose own fixtures do not match the version it claims is broken by itself.
  for (const producer of participants) {
    for (const e of producer.emits) {
      const schema = getEventSchema(e.name as EventName, e.version);
      if (!schema) {
        problems.push(warning('event-version-unknown', `emits ${e.name} v${e.version}, which this source tree does not know`, producer.name));
        continue;
      }
      e.fixtures.forEach((fixture, i) => {
        if (!z.safeParse(strict(schema), fixture).success) {
          problems.push(error('event-fixture-invalid', `${e.name} fixture #${i + 1} does not match ${e.name} v${e.version}`, producer.name));
        }
      });
    }
  }
  return problems;
}
