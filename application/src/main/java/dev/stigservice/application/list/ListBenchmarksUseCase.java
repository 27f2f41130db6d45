package dev.stigservice.application.list;

/** In-port: the public listing of every published benchmark. */
public interface ListBenchmarksUseCase {

    BenchmarkListing list(ListBenchmarksQuery query);
}
