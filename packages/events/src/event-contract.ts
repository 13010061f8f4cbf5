// What a protobuf message declares about itself as a domain event: its topic, its aggregate-id field, its version.
import { getOption, hasOption, ScalarType, type DescField, type DescMessage } from '@bufbuild/protobuf';
import { event as eventOption } from '@golightly/proto';

export interface EventContract {
  /** e.g. "golightly.accounts.v1.UserRegistered" */
  type: string;
  /** e.g. "accounts.user.v1" */
  topic: string;
  /** The string field whose value is the aggregate id and the message key. */
  aggregateIdField: DescField;
  /** The N of the topic's ".vN". */
  schemaVersion: number;
}

const TOPIC_PATTERN = /^[a-z][a-z0-9-]*\.[a-z][a-z0-9-]*\.v(\d+)$/;
const contracts = new WeakMap<DescMessage, EventContract>();

/** Reads the `(golightly.events.v1.event)` option of `schema`; throws if the message is not a well-declared event. */
export function eventContract(schema: DescMessage): EventContract {
  const known = contracts.get(schema);
  if (known) return known;
  if (!hasOption(schema, eventOption)) {
    throw new Error(`${schema.typeName} is not a domain event: it has no (golightly.events.v1.event) option`);
  }
  const { topic, aggregateIdField } = getOption(schema, eventOption);
  const version = TOPIC_PATTERN.exec(topic)?.[1];
  if (version === undefined) {
    throw new Error(`${schema.typeName} declares topic "${topic}", which is not named <service>.<aggregate>.v<N>`);
  }
  const field = schema.fields.find((f) => f.name === aggregateIdField);
  if (!field || field.fieldKind !== 'scalar' || field.scalar !== ScalarType.STRING) {
    throw new Error(
      `${schema.typeName} declares aggregate_id_field "${aggregateIdField}", which is not a string field`,
    );
  }
  const contract = { type: schema.typeName, topic, aggregateIdField: field, schemaVersion: Number(version) };
  contracts.set(schema, contract);
  return contract;
}
