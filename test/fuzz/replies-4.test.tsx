// Fuzzing with generated server replies, shard 4 of 4 (test/fuzz/fuzzing.tsx).
import { fuzzShard } from './fuzzing';

fuzzShard(3);
