/**
 * Vitest global setup of the cluster suite: starts `npm run cluster` (scripts/cluster.mjs --json) on
 * its own ports, hands its addresses to the tests, and stops it afterwards.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import readline from 'node:readline'
import type { TestProject } from 'vitest/node'

export type Rig = {
  url: string
  instances: { a: { url: string; pid: number }; b: { url: string; pid: number } }
  admin: { email: string; password: string }
  databaseUrl: string
  redisUrl: string
  work: string
}

declare module 'vitest' {
  export interface ProvidedContext {
    rig: Rig
  }
}

let child: ChildProcess | undefined

export async function setup(project: TestProject) {
  child = spawn(process.execPath, ['scripts/cluster.mjs', '--json'], {
    env: { ...process.env, CLUSTER_PORT: process.env.CLUSTER_PORT || '3400' },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  const rig = await new Promise<Rig>((resolve, reject) => {
    const lines = readline.createInterface({ input: child!.stdout! })
    lines.on('line', (line) => {
      if (line.startsWith('{')) resolve(JSON.parse(line) as Rig)
    })
    child!.once('exit', (code) => reject(new Error(`the cluster rig stopped before it was ready (exit ${code})`)))
  })
  project.provide('rig', rig)
}

export async function teardown() {
  if (!child || child.exitCode !== null) return
  const stopped = new Promise((resolve) => child!.once('exit', resolve))
  child.kill('SIGTERM')
  await stopped
}
