package io.nqueens.cli;

import io.nqueens.engine.Cluster;
import io.nqueens.engine.Stamp;
import java.io.PrintWriter;
import java.util.concurrent.Callable;
import java.util.concurrent.CountDownLatch;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;

@Command(name = "worker", mixinStandardHelpOptions = true, versionProvider = VersionProvider.class, description = {
    "Start a cluster member that joins the others and counts parts of their jobs, until Ctrl-C.",
    "Run one per machine (or several on one); a count started with --engine hazelcast and the same cluster name and members gives them work. Open-source Hazelcast has no authentication: keep the cluster on a private network."},
    footer = {"", "Examples:", "  nqueens worker", "  nqueens worker --interface 10.0.0.5 --members 10.0.0.4,10.0.0.5 --cluster-secret-file cluster.secret"})
final class WorkerCommand implements Callable<Integer> {

  @Spec CommandSpec spec;
  @Mixin ClusterOptions cluster;

  @Override
  public Integer call() throws InterruptedException {
    PrintWriter out = spec.commandLine().getOut();
    Cluster member = Cluster.join(cluster.settings(false));
    CountDownLatch stopped = new CountDownLatch(1);
    Runtime.getRuntime().addShutdownHook(new Thread(() -> {
      member.close();
      stopped.countDown();
    }, "nqueens-worker-stop"));
    out.println(Stamp.now() + " worker joined cluster '" + member.name() + "' at " + member.localAddress() + " (" + member.members() + " member"
        + (member.members() == 1 ? "" : "s") + "); Ctrl-C stops it");
    out.flush();
    member.watch(line -> {
      out.println(Stamp.now() + " worker: " + line);
      out.flush();
    });
    stopped.await();
    return ExitCode.OK;
  }
}
