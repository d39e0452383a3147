import FITFuzz
import FuzzDriver

runFuzzer(FuzzEntry.track)
