// Fuzzing with generated server replies, shard 3 of 4 (test/fuzz/fuzzing.tsx).
import { fuzzShard } from './fuzzing';

fuzzShard(2);
