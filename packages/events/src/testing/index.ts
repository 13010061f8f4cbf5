// Test helpers for services that use the bus: the Kafka-protocol test broker. Never imported by production code.
export { buildKafkaMock, KAFKA_TOPICS_FILE, startKafkaMock, type KafkaMock, type KafkaMockOptions } from './kafka-mock';
