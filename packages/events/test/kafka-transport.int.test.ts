// The bus contract on Kafka: kafkajs against librdkafka's mock cluster (infra/kmock), a real Kafka-protocol broker.
import { startKafkaBus } from './support/bus-harness';
import { transportContract } from './contract';

transportContract('kafka', startKafkaBus);
