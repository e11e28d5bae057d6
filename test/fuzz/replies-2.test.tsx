// Fuzzing with generated server replies, shard 2 of 2 (test/fuzz/fuzzing.tsx).
import { fuzzShard } from './fuzzing';

fuzzShard(1);
