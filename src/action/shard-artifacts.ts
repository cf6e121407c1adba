/**
 * Where the shard jobs leave their partial results for the merge job: this workflow run's artifacts.
 * The pipeline sees only this small interface (the in-process tests pass an in-memory one); the action
 * passes @actions/artifact's client, loaded on first use, which talks to the Actions results service
 * with the job's runtime token (ACTIONS_RUNTIME_TOKEN, ACTIONS_RESULTS_URL; no GitHub token needed).
 */
export interface StoredArtifact {
  id: number;
  name: string;
}

export interface ShardArtifacts {
  /** Uploads `files` (absolute paths under `rootDir`) as one artifact of this workflow run. */
  upload(name: string, rootDir: string, files: string[]): Promise<void>;
  /** This workflow run's artifacts, every attempt's. */
  list(): Promise<StoredArtifact[]>;
  /** Extracts one artifact's files into `dir`. */
  download(artifact: StoredArtifact, dir: string): Promise<void>;
}

/** Artifacts hold only a shard's result files: keep them as long as the repository keeps artifacts. */
export async function actionsShardArtifacts(): Promise<ShardArtifacts> {
  const { DefaultArtifactClient } = await import('@actions/artifact');
  const client = new DefaultArtifactClient();
  return {
    async upload(name, rootDir, files) {
      await client.uploadArtifact(name, files, rootDir);
    },
    async list() {
      const { artifacts } = await client.listArtifacts();
      return artifacts.map((a) => ({ id: a.id, name: a.name }));
    },
    async download(artifact, dir) {
      const { digestMismatch } = await client.downloadArtifact(artifact.id, { path: dir });
      if (digestMismatch) throw new Error(`the artifact ${artifact.name} changed in transit (its digest does not match); re-run the workflow`);
    },
  };
}
