/* A Kafka-protocol test broker: librdkafka's mock cluster with the topics of infra/kafka-topics created up front.
 * Usage: kmock [-f topics-file] [topic[:partitions] ...]. Prints the bootstrap servers on one line, then reads
 * commands on stdin ("down", "up": refuse or accept connections on every broker) until SIGTERM or end of input. */
#include <librdkafka/rdkafka.h>
#include <librdkafka/rdkafka_mock.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static volatile sig_atomic_t stopping = 0;
static void on_signal(int sig) { (void)sig; stopping = 1; }

static void create_topic(rd_kafka_mock_cluster_t *mc, const char *name, int partitions) {
  char dlq[512];
  rd_kafka_mock_topic_create(mc, name, partitions, 3);
  snprintf(dlq, sizeof dlq, "%s.dlq", name);
  rd_kafka_mock_topic_create(mc, dlq, partitions, 3);
}

/* One "name partitions" per line; blank lines and "#" comments are skipped. */
static void create_topics_from_file(rd_kafka_mock_cluster_t *mc, const char *path) {
  char line[512], name[256];
  int partitions;
  FILE *file = fopen(path, "r");
  if (!file) { perror(path); exit(2); }
  while (fgets(line, sizeof line, file)) {
    if (line[0] == '#' || sscanf(line, "%255s %d", name, &partitions) != 2) continue;
    create_topic(mc, name, partitions);
  }
  fclose(file);
}

int main(int argc, char **argv) {
  char errstr[512], command[64];
  struct sigaction action = {0};
  rd_kafka_conf_t *conf = rd_kafka_conf_new();
  rd_kafka_conf_set(conf, "log_level", "4", errstr, sizeof errstr); /* no notice that the client itself has no brokers */
  rd_kafka_t *rk = rd_kafka_new(RD_KAFKA_PRODUCER, conf, errstr, sizeof errstr);
  if (!rk) { fprintf(stderr, "kmock: %s\n", errstr); return 1; }
  rd_kafka_mock_cluster_t *mc = rd_kafka_mock_cluster_new(rk, 3);
  if (!mc) { fprintf(stderr, "kmock: could not create the mock cluster\n"); return 1; }

  for (int i = 1; i < argc; i++) {
    if (strcmp(argv[i], "-f") == 0 && i + 1 < argc) { create_topics_from_file(mc, argv[++i]); continue; }
    char *colon = strchr(argv[i], ':');
    if (colon) *colon = '\0';
    create_topic(mc, argv[i], colon ? atoi(colon + 1) : 3);
  }

  action.sa_handler = on_signal; /* no SA_RESTART: a signal ends the blocking read below */
  sigaction(SIGTERM, &action, NULL);
  sigaction(SIGINT, &action, NULL);
  printf("%s\n", rd_kafka_mock_cluster_bootstraps(mc));
  fflush(stdout);

  while (!stopping && fgets(command, sizeof command, stdin)) {
    if (strncmp(command, "down", 4) == 0) rd_kafka_mock_broker_set_down(mc, -1);
    else if (strncmp(command, "up", 2) == 0) rd_kafka_mock_broker_set_up(mc, -1);
    else continue;
    printf("ok\n");
    fflush(stdout);
  }
  rd_kafka_mock_cluster_destroy(mc);
  rd_kafka_destroy(rk);
  return 0;
}
