/**
 * hearth.conf, included from postgresql.conf and rewritten at every start so tuning ships with
 * Hearth's releases. Sized for one small machine shared with the Hearth process: a few hundred MB
 * for everything (docs/decisions/007).
 */
export function hearthConf(opts: { port: number; maxConnections: number }): string {
  const settings: Record<string, string | number> = {
    listen_addresses: "'127.0.0.1'",
    port: opts.port,
    // TCP only: a socket path in the data directory can exceed the OS limit, and /tmp is shared.
    unix_socket_directories: "''",
    max_connections: opts.maxConnections,
    superuser_reserved_connections: 2,
    shared_buffers: "'48MB'",
    work_mem: "'4MB'",
    maintenance_work_mem: "'64MB'",
    effective_cache_size: "'512MB'",
    // PostgreSQL 18's default I/O workers are three more resident processes; synchronous reads
    // are as fast at this size.
    io_method: "'sync'",
    max_parallel_workers_per_gather: 0,
    max_worker_processes: 4,
    max_logical_replication_workers: 0,
    max_wal_size: "'512MB'",
    min_wal_size: "'64MB'",
    jit: 'off',
    timezone: "'UTC'",
    log_timezone: "'UTC'",
    log_checkpoints: 'off',
    log_min_messages: "'warning'",
    log_line_prefix: "'%m [%p] '",
  };
  return Object.entries(settings)
    .map(([name, value]) => `${name} = ${value}`)
    .join('\n')
    .concat('\n');
}
