// Test helpers for services that use the bus: the Kafka-protocol test broker, and a stand-in producer that puts an
// event on the bus for a consumer whose producer does not publish it yet. Never imported by production code.
export { buildKafkaMock, KAFKA_TOPICS_FILE, startKafkaMock, type KafkaMock, type KafkaMockOptions } from './kafka-mock';
export { publishOnBus, redeliverOnBus, type BusEvent, type SentEvent } from './bus-producer';
