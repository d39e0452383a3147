import FITFuzz
import FuzzDriver

runFuzzer(FuzzEntry.archive)
